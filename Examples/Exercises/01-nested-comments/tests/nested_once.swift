// A block comment may contain another block comment: Swift counts the openings.
/* The outer comment starts here.
   /* An inner comment. */
   The outer comment is still going: print("not code")
*/
print("after the nested comment")
