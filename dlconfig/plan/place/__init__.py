"""Step 5, the place: data rules (``compliance``), latency (``latency``), cost arithmetic
(``cost``), the offers each region has (``offers``), a cloud place as an option
(``cloud_option``), and the view of the decision (``view``)."""
