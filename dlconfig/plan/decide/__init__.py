"""The one decision of a plan: which GPUs, how many, where, at what price.

* ``pricebook``: every way to pay for GPUs: cloud offers placed in regions (provider x
  region x instance x GPUs per instance x price per mode) and owned or bought hardware as
  one amortised hourly figure.
* ``feasibility``: whether a place can hold a GPU layout: GPUs per node, the data rules,
  export controls, the user's provider lists.
* ``cost``: time from the GPUs a candidate really uses, with the scaling a multi-GPU run
  gets; cost in whole instances for a run and for a month.
* ``objective``: the user's stated objective as one score.
* ``decide``: the candidates, ranked, and the chosen one with its reasons.

Steps 2 and 5 are views of the ranked candidates; nothing else ranks.
"""
