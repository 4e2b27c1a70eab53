// Accented Latin letters change case too; "ß" becomes "SS", "ÿ" becomes "Ÿ".
print("crème brûlée".uppercased())
print("ÉCOLE ÀÇÑ ØÆÞ".lowercased())
print("straße".uppercased(), "straße".uppercased().count)
print("ÿ µ".uppercased())
// Characters without case stay as they are.
print("×÷ 12 ✓ 🙂 日本".uppercased(), "×÷ 12 ✓ 🙂 日本".lowercased())
