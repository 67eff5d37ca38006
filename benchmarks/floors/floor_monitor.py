"""Floor for live-graph overhead: psutil sampled at 1 Hz into four pyqtgraph curves.

A live hardware dashboard does at least this much work. Compare the CPU seconds
(user + sys) of the app's monitor page with this script over the same number of
seconds, in the same run, as a ratio:

    QT_QPA_PLATFORM=offscreen python floor_monitor.py 30
"""

import collections
import sys

import numpy as np
import psutil
import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

HISTORY = 600  # points kept per curve: ten minutes at 1 Hz

app = QApplication(sys.argv)
layout = pg.GraphicsLayoutWidget()
layout.resize(1000, 700)
layout.show()

names = ["cpu", "mem", "disk", "net"]
history = {name: collections.deque(maxlen=HISTORY) for name in names}
curves = {name: layout.addPlot(row=i, col=0, title=name).plot() for i, name in enumerate(names)}
previous = [psutil.disk_io_counters(), psutil.net_io_counters()]


def tick() -> None:
    disk, net = psutil.disk_io_counters(), psutil.net_io_counters()
    history["cpu"].append(psutil.cpu_percent())
    history["mem"].append(psutil.virtual_memory().percent)
    history["disk"].append(disk.read_bytes - previous[0].read_bytes)
    history["net"].append(net.bytes_recv - previous[1].bytes_recv)
    previous[:] = [disk, net]
    for name in names:
        curves[name].setData(np.fromiter(history[name], float))


timer = QTimer()
timer.timeout.connect(tick)
timer.start(1000)
QTimer.singleShot(int(sys.argv[1] if len(sys.argv) > 1 else 30) * 1000, app.quit)
app.exec()
