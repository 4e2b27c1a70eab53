// The syntax tree: see the files of this folder.
