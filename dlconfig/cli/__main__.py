from dlconfig.cli import main

raise SystemExit(main())
