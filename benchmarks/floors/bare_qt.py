"""Floor for start-up time: the least a PySide6 program can do to put a window on screen.

Run it as a whole process and compare its wall time with the app's own start-up
(both measured the same way, in the same run, as a ratio):

    QT_QPA_PLATFORM=offscreen python bare_qt.py
"""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("hello"))
window.show()
QTimer.singleShot(0, app.quit)  # quit once the event loop has painted the window
app.exec()
