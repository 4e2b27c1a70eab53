print("before")
/* outer
   /* inner */
   the outer comment never ends
