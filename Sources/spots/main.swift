// Entry point: parse the command line, then run on the main thread, which GTK owns.
SpotsCommand.main()
