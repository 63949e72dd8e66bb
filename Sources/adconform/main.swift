import AdConformCommand

await AdConformCommand.main()
