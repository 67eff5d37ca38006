<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>BenchPanel</name>
    <message>
        <source>Benchmark this machine</source>
        <translation>測試本機效能</translation>
    </message>
    <message>
        <source>Run quick benchmark</source>
        <translation>執行快速測試</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Measuring… the window stays usable.</source>
        <translation>正在量測…視窗仍可正常使用。</translation>
    </message>
    <message>
        <source>The benchmark could not run: %1</source>
        <translation>效能測試無法執行：%1</translation>
    </message>
    <message>
        <source>About ten seconds: disk, memory bandwidth, CPU and (with CUDA) GPU, each set beside what the knowledge base expects.</source>
        <translation>約十秒：量測磁碟、記憶體頻寬、CPU 以及（有 CUDA 時）GPU，並與知識庫中的預期值比較。</translation>
    </message>
    <message>
        <source>%1% of %2</source>
        <translation>為%2的 %1%</translation>
    </message>
    <message>
        <source>Cancelled; the figures measured so far:</source>
        <translation>已取消；目前已量得的數據：</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Image classification</source>
        <translation>影像分類</translation>
    </message>
    <message>
        <source>Segmentation</source>
        <translation>影像分割</translation>
    </message>
    <message>
        <source>Object detection</source>
        <translation>物件偵測</translation>
    </message>
    <message>
        <source>Sequence generation / LLM</source>
        <translation>序列生成 / 大型語言模型</translation>
    </message>
    <message>
        <source>Text classification</source>
        <translation>文字分類</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>語音</translation>
    </message>
    <message>
        <source>Diffusion (image generation)</source>
        <translation>擴散模型（影像生成）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Train from scratch</source>
        <translation>從頭訓練</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>完整微調</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Inference / serving</source>
        <translation>推論 / 服務</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>INT8 weights</source>
        <translation>INT8 權重</translation>
    </message>
    <message>
        <source>INT4 weights</source>
        <translation>INT4 權重</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位元 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>帶動量的 SGD</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Windows with WSL2</source>
        <translation>Windows + WSL2</translation>
    </message>
    <message>
        <source>Windows (native)</source>
        <translation>Windows（原生）</translation>
    </message>
    <message>
        <source>Hong Kong PDPO</source>
        <translation>香港《個人資料（私隱）條例》</translation>
    </message>
    <message>
        <source>China PIPL</source>
        <translation>中國《個人資訊保護法》</translation>
    </message>
    <message>
        <source>China PIPL (critical operators)</source>
        <translation>中國《個人資訊保護法》（關鍵資訊基礎設施營運者）</translation>
    </message>
    <message>
        <source>Singapore PDPA</source>
        <translation>新加坡《個人資料保護法》</translation>
    </message>
    <message>
        <source>Japan APPI</source>
        <translation>日本《個人資訊保護法》</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>On-premises</source>
        <translation>自有機房</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>主機代管</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>雲端</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>ContainerStepPage</name>
    <message>
        <source>Read-only previews; the export writes these files.</source>
        <translation>唯讀預覽；匯出時會寫入這些檔案。</translation>
    </message>
    <message>
        <source>The container planner</source>
        <translation>容器規劃</translation>
    </message>
    <message>
        <source>No container plan: the software stack step has no answer yet.</source>
        <translation>沒有容器方案：軟體堆疊步驟還沒有結果。</translation>
    </message>
    <message>
        <source>Base image</source>
        <translation>基礎映像檔</translation>
    </message>
    <message>
        <source>Runtime image</source>
        <translation>執行階段映像檔</translation>
    </message>
    <message>
        <source>GPUs per node × nodes</source>
        <translation>每節點 GPU 數 × 節點數</translation>
    </message>
    <message>
        <source>Kubernetes kind</source>
        <translation>Kubernetes 資源類型</translation>
    </message>
    <message>
        <source>Multi-node engine</source>
        <translation>多節點引擎</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Previews unavailable: %1</source>
        <translation>無法預覽：%1</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>發生錯誤</translation>
    </message>
    <message>
        <source>dlconfig hit an unexpected error and keeps running. The error was:</source>
        <translation>dlconfig 遇到非預期的錯誤，但仍在執行。錯誤訊息：</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>複製詳細資訊</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>dlconfig stopped unexpectedly last time.</source>
        <translation>dlconfig 上次意外結束。</translation>
    </message>
</context>
<context>
    <name>DoctorPage</name>
    <message>
        <source>Doctor</source>
        <translation>診斷</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新檢查</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Checking this machine…</source>
        <translation>正在檢查本機…</translation>
    </message>
    <message>
        <source>Press Check to look for problems on this machine.</source>
        <translation>按「檢查」尋找本機上的問題。</translation>
    </message>
    <message>
        <source>The doctor could not run: %1</source>
        <translation>診斷無法執行：%1</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>沒有發現問題。</translation>
    </message>
    <message>
        <source>All checks passed.</source>
        <translation>所有檢查均通過。</translation>
    </message>
    <message>
        <source>Errors: %1 · warnings: %2 · notes: %3</source>
        <translation>錯誤：%1 · 警告：%2 · 提示：%3</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解決方法：%1</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Enter a whole number</source>
        <translation>請輸入整數</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <translation>請輸入數字</translation>
    </message>
</context>
<context>
    <name>HardwareStepPage</name>
    <message>
        <source>Plan for GPU</source>
        <translation>規劃使用的 GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每節點 GPU 數</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點數</translation>
    </message>
    <message>
        <source>Budget (USD)</source>
        <translation>預算（美元）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Best fit (recommended)</source>
        <translation>最合適（建議）</translation>
    </message>
    <message>
        <source>GPU options, best first (click a column to sort)</source>
        <translation>GPU 方案，最佳的排在最前（點選欄標題排序）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>容納得下</translation>
    </message>
    <message>
        <source>Needs per GPU (GiB)</source>
        <translation>每張 GPU 需要 (GiB)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>The hardware matcher</source>
        <translation>硬體比對</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>This machine: no NVIDIA GPU to compare.</source>
        <translation>本機：沒有可比較的 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>✔ This machine can run this workload.</source>
        <translation>✔ 本機可以執行此工作負載。</translation>
    </message>
    <message>
        <source>✘ This machine cannot run this workload as planned.</source>
        <translation>✘ 本機無法依計畫執行此工作負載。</translation>
    </message>
    <message>
        <source>Beside the GPUs</source>
        <translation>GPU 之外</translation>
    </message>
    <message>
        <source>CPU cores: %1</source>
        <translation>CPU 核心：%1</translation>
    </message>
    <message>
        <source>RAM: %1 GB</source>
        <translation>記憶體：%1 GB</translation>
    </message>
    <message>
        <source>Storage: %1 GB %2</source>
        <translation>儲存空間：%1 GB %2</translation>
    </message>
    <message>
        <source>Interconnect: %1</source>
        <translation>互連：%1</translation>
    </message>
    <message>
        <source>Why this choice</source>
        <translation>為何這樣選擇</translation>
    </message>
</context>
<context>
    <name>InfraStepPage</name>
    <message>
        <source>Data is in (city)</source>
        <translation>資料所在城市</translation>
    </message>
    <message>
        <source>Users are in (city)</source>
        <translation>使用者所在城市</translation>
    </message>
    <message>
        <source>e.g. Frankfurt</source>
        <translation>例如 Frankfurt</translation>
    </message>
    <message>
        <source>e.g. Hong Kong</source>
        <translation>例如 Hong Kong</translation>
    </message>
    <message>
        <source>We own suitable hardware</source>
        <translation>我們擁有合適的硬體</translation>
    </message>
    <message>
        <source>Rules that apply to the data</source>
        <translation>適用於資料的法規</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>區域</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>執行個體</translation>
    </message>
    <message>
        <source>Latency to data</source>
        <translation>到資料的延遲</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>訓練費用</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>每月費用</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>The infrastructure planner</source>
        <translation>基礎設施規劃</translation>
    </message>
    <message>
        <source>Waiting for the earlier steps.</source>
        <translation>正在等待前面的步驟。</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) compared, best first.</source>
        <translation>
            <numerusform>已比較 %n 個地點，最佳的排在最前。</numerusform>
        </translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>已排除</translation>
    </message>
</context>
<context>
    <name>MachinePage</name>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架構</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>%1 physical, %2 logical</source>
        <translation>%1 個實體核心，%2 個邏輯核心</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>頻率</translation>
    </message>
    <message>
        <source>L3 cache</source>
        <translation>L3 快取</translation>
    </message>
    <message>
        <source>DL features</source>
        <translation>深度學習相關指令</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細資訊</translation>
    </message>
    <message>
        <source>still being read…</source>
        <translation>仍在讀取…</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>置換空間</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>磁碟</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>類型未知</translation>
    </message>
    <message>
        <source>%1 · %2 free of %3 · %4</source>
        <translation>%1 · 可用 %2 / 共 %3 · %4</translation>
    </message>
    <message>
        <source>No disks were reported.</source>
        <translation>沒有回報任何磁碟。</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>顯示記憶體</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驅動程式</translation>
    </message>
    <message>
        <source>CUDA (driver)</source>
        <translation>CUDA（驅動程式）</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>運算能力</translation>
    </message>
    <message>
        <source>CUDA index</source>
        <translation>CUDA 索引</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>enabled, %1 instances</source>
        <translation>已啟用，%1 個執行個體</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>NVIDIA GPUs</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Other adapter</source>
        <translation>其他顯示卡</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>核心版本</translation>
    </message>
    <message>
        <source>WSL</source>
        <translation>WSL</translation>
    </message>
    <message>
        <source>WSL %1</source>
        <translation>WSL %1</translation>
    </message>
    <message>
        <source>Windows build</source>
        <translation>Windows 組建編號</translation>
    </message>
    <message>
        <source>Python and frameworks</source>
        <translation>Python 與框架</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Frameworks</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>none installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>複製為文字</translation>
    </message>
    <message>
        <source>Save as JSON…</source>
        <translation>儲存為 JSON…</translation>
    </message>
    <message>
        <source>Probing this machine…</source>
        <translation>正在偵測本機…</translation>
    </message>
    <message>
        <source>Reading CPU details…</source>
        <translation>正在讀取 CPU 詳細資訊…</translation>
    </message>
    <message>
        <source>Probe complete</source>
        <translation>偵測完成</translation>
    </message>
    <message>
        <source>Probe failed: %1</source>
        <translation>偵測失敗：%1</translation>
    </message>
    <message>
        <source>Save machine profile</source>
        <translation>儲存本機設定檔</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>dlconfig sessions (*.dlconfig.json);;Recommendations (*.json)</source>
        <translation>dlconfig 工作階段 (*.dlconfig.json);;建議方案 (*.json)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>開啟工作階段</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>無法開啟工作階段</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2

Nothing was changed.</source>
        <translation>無法開啟 %1：%2

沒有做任何變更。</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>儲存工作階段</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>The plan has unsaved changes. Save them first?</source>
        <translation>計畫有未儲存的變更。要先儲存嗎？</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>Live monitor</source>
        <translation>即時監控</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>計畫</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>診斷</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>開新檔案(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Knowledge base unreadable: %1</source>
        <translation>無法讀取知識庫：%1</translation>
    </message>
    <message>
        <source>Knowledge base: loading…</source>
        <translation>知識庫：載入中…</translation>
    </message>
    <message>
        <source>Knowledge base %1 (facts as of %2)</source>
        <translation>知識庫 %1（資料截至 %2）</translation>
    </message>
    <message>
        <source>%1 days old: prices and versions may have changed</source>
        <translation>已有 %1 天：價格和版本可能已變動</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Probe: running</source>
        <translation>偵測：進行中</translation>
    </message>
    <message>
        <source>Probe: reading details</source>
        <translation>偵測：正在讀取詳細資訊</translation>
    </message>
    <message>
        <source>Probe: complete</source>
        <translation>偵測：完成</translation>
    </message>
    <message>
        <source>Probe: failed</source>
        <translation>偵測：失敗</translation>
    </message>
</context>
<context>
    <name>MonitorPage</name>
    <message>
        <source>Live monitor</source>
        <translation>即時監控</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>間隔</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>匯出 PNG…</translation>
    </message>
    <message>
        <source>No GPU graphs: %1</source>
        <translation>沒有 GPU 圖表：%1</translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found on this machine, so there are no GPU graphs.</source>
        <translation>本機上沒有找到 NVIDIA GPU，因此沒有 GPU 圖表。</translation>
    </message>
    <message>
        <source>Waiting for the first sample…</source>
        <translation>正在等待第一筆取樣…</translation>
    </message>
    <message>
        <source>Sampling problem: %1</source>
        <translation>取樣發生問題：%1</translation>
    </message>
    <message>
        <source>CPU %1% · RAM %2% · disk %3 read, %4 write · network %5 in, %6 out</source>
        <translation>CPU %1% · 記憶體 %2% · 磁碟 讀 %3、寫 %4 · 網路 入 %5、出 %6</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>匯出歷史資料</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>Export plots</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
</context>
<context>
    <name>MonitorPlots</name>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>CPU total (%)</source>
        <translation>CPU 總使用率 (%)</translation>
    </message>
    <message>
        <source>CPU per core</source>
        <translation>每個 CPU 核心</translation>
    </message>
    <message>
        <source>seconds before now</source>
        <translation>距現在的秒數</translation>
    </message>
    <message>
        <source>RAM and swap (%)</source>
        <translation>記憶體與置換空間 (%)</translation>
    </message>
    <message>
        <source>read</source>
        <translation>讀</translation>
    </message>
    <message>
        <source>write</source>
        <translation>寫</translation>
    </message>
    <message>
        <source>in</source>
        <translation>入</translation>
    </message>
    <message>
        <source>out</source>
        <translation>出</translation>
    </message>
    <message>
        <source>busiest core</source>
        <translation>最忙的核心</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁碟</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>GPU %1 %2: utilisation and memory (%)</source>
        <translation>GPU %1 %2：使用率與記憶體 (%)</translation>
    </message>
    <message>
        <source>GPU %1: temperature (°C) and power (W)</source>
        <translation>GPU %1：溫度 (°C) 與功耗 (W)</translation>
    </message>
</context>
<context>
    <name>PlanPage</name>
    <message>
        <source>1 Workload</source>
        <translation>1 工作負載</translation>
    </message>
    <message>
        <source>2 Hardware</source>
        <translation>2 硬體</translation>
    </message>
    <message>
        <source>3 OS and software stack</source>
        <translation>3 作業系統與軟體堆疊</translation>
    </message>
    <message>
        <source>4 Containers</source>
        <translation>4 容器</translation>
    </message>
    <message>
        <source>5 Infrastructure</source>
        <translation>5 基礎設施</translation>
    </message>
    <message>
        <source>Summary and export</source>
        <translation>摘要與匯出</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>計畫</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Fix the marked fields first: %1</source>
        <translation>請先修正標示的欄位：%1</translation>
    </message>
    <message>
        <source>No plan can be made yet: %1</source>
        <translation>還無法產生計畫：%1</translation>
    </message>
    <message>
        <source>waiting for the planner</source>
        <translation>正在等待規劃器</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在規劃…</translation>
    </message>
    <message>
        <source>Plan updated in %1 ms</source>
        <translation>計畫已在 %1 毫秒內更新</translation>
    </message>
</context>
<context>
    <name>PlanViewModel</name>
    <message>
        <source>There is no plan to export yet.</source>
        <translation>還沒有可匯出的計畫。</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>{model}: {params_b} billion parameters, shapes from its official configuration.</source>
        <translation>{model}：{params_b} 十億參數，結構取自官方設定。</translation>
    </message>
    <message>
        <source>Weights in {precision}: {gib} GiB per GPU.</source>
        <translation>{precision} 權重：每張 GPU {gib} GiB。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} trains {trainable_m} million parameters; only they carry gradients and optimizer states.</source>
        <translation>秩為 {rank} 的 LoRA 訓練 {trainable_m} 百萬個參數；只有它們有梯度與最佳化器狀態。</translation>
    </message>
    <message>
        <source>{optimizer}: {bytes_per_param} bytes of optimizer state per trainable parameter.</source>
        <translation>{optimizer}：每個可訓練參數 {bytes_per_param} 位元組的最佳化器狀態。</translation>
    </message>
    <message>
        <source>Overhead of {gib} GiB: CUDA context, library workspaces and allocator fragmentation (rule of thumb).</source>
        <translation>額外開銷 {gib} GiB：CUDA 執行環境、函式庫工作區與配置器碎片（經驗值）。</translation>
    </message>
    <message>
        <source>Time assumes {mfu} model FLOPs utilisation (as a fraction of the GPU&apos;s dense peak).</source>
        <translation>時間按 {mfu} 的模型 FLOPs 使用率估算（占 GPU 密集峰值的比例）。</translation>
    </message>
    <message>
        <source>{workers_per_gpu} data-loader workers per GPU: {cores} CPU cores in all.</source>
        <translation>每張 GPU {workers_per_gpu} 個資料載入程序：共 {cores} 個 CPU 核心。</translation>
    </message>
    <message>
        <source>RAM: at least {floor_gb} GB, and enough for the checkpoint, the dataset cache and pinned buffers: {ram_gb} GB.</source>
        <translation>記憶體：至少 {floor_gb} GB，並足以容納檢查點、資料集快取與鎖定分頁緩衝區：{ram_gb} GB。</translation>
    </message>
    <message>
        <source>Storage: {storage_gb} GB of {kind} for the hot data and checkpoints.</source>
        <translation>儲存空間：{storage_gb} GB 的 {kind}，用於熱資料與檢查點。</translation>
    </message>
    <message>
        <source>{framework} {version}: the newest release that fits every constraint.</source>
        <translation>{framework} {version}：符合所有限制的最新版本。</translation>
    </message>
    <message>
        <source>Install the {variant} build from {index_url}.</source>
        <translation>從 {index_url} 安裝 {variant} 建置版本。</translation>
    </message>
    <message>
        <source>This build needs NVIDIA driver {driver_min} or newer.</source>
        <translation>此建置版本需要 NVIDIA 驅動程式 {driver_min} 或更新版本。</translation>
    </message>
    <message>
        <source>CUDA {cuda} comes with the framework&apos;s wheels; no system toolkit is needed.</source>
        <translation>CUDA {cuda} 隨框架的 wheel 套件提供；不需要安裝系統層級工具組。</translation>
    </message>
    <message>
        <source>cuDNN {cudnn} is the version of this build.</source>
        <translation>此建置版本使用 cuDNN {cudnn}。</translation>
    </message>
    <message>
        <source>Environment manager: {env_manager}.</source>
        <translation>環境管理工具：{env_manager}。</translation>
    </message>
    <message>
        <source>{procs} processes per node and {gpus} GPUs set explicitly; &apos;auto&apos; would start one process on a multi-GPU node.</source>
        <translation>每個節點明確設定 {procs} 個程序與 {gpus} 張 GPU；「auto」在多 GPU 節點上只會啟動一個程序。</translation>
    </message>
    <message>
        <source>Requests {cpu} CPU cores and {memory_gb} GB memory per node; /dev/shm is {shm_gb} GB for data-loader workers.</source>
        <translation>每個節點要求 {cpu} 個 CPU 核心與 {memory_gb} GB 記憶體；/dev/shm 為 {shm_gb} GB，供資料載入程序使用。</translation>
    </message>
    <message>
        <source>Single-node training: a Kubernetes Job runs to completion and is not restarted once it succeeds.</source>
        <translation>單節點訓練：Kubernetes Job 執行至完成，成功後不會再重新啟動。</translation>
    </message>
    <message>
        <source>16-bit attention runs as FlashAttention, which does not store the s×s attention scores.</source>
        <translation>16 位元注意力以 FlashAttention 執行，不保存 s×s 的注意力分數。</translation>
    </message>
    <message>
        <source>Output logits over {vocab} tokens are kept in 16-bit and in fp32 for the loss.</source>
        <translation>涵蓋 {vocab} 個詞元的輸出 logits 以 16 位元保存，並為計算損失保存一份 fp32。</translation>
    </message>
    <message>
        <source>Tokens estimated from the dataset size at about 4 bytes of English text per token; give tokens_b for an exact count.</source>
        <translation>詞元數依資料集大小估算，英文文字約每 4 位元組一個詞元；如需精確值請提供 tokens_b。</translation>
    </message>
    <message>
        <source>NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin the digest after the first pull.</source>
        <translation>NVIDIA 會刪除已停止支援的 CUDA 版本的 nvidia/cuda 標籤；首次拉取後請固定映像檔摘要。</translation>
    </message>
    <message>
        <source>Two stages: dependencies are built with a pip cache and copied into a slim runtime stage; the app runs as a non-root user and the dataset is mounted, never copied into the image.</source>
        <translation>兩個階段：相依套件在帶 pip 快取的建置階段安裝，再複製到精簡的執行階段；程式以非 root 使用者執行，資料集在執行時掛載，不會複製進映像檔。</translation>
    </message>
    <message>
        <source>Prices are list prices; the oldest was read on {oldest} ({age_days} days ago). Check the provider before you buy.</source>
        <translation>價格為公開牌價；最早的一筆讀取於 {oldest}（{age_days} 天前）。購買前請向供應商確認。</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>%1 is not available in this build yet; its inputs are kept in the plan.</source>
        <translation>此版本尚未提供%1；其輸入仍保存在計畫中。</translation>
    </message>
    <message>
        <source>This step failed: %1</source>
        <translation>此步驟失敗：%1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Memory units</source>
        <translation>記憶體單位</translation>
    </message>
    <message>
        <source>Default monitor interval</source>
        <translation>預設監控間隔</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>Follows the system&apos;s light or dark setting.</source>
        <translation>跟隨系統的淺色或深色設定。</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Binary (GiB, as GPUs report memory)</source>
        <translation>二進位（GiB，與 GPU 回報記憶體的方式一致）</translation>
    </message>
    <message>
        <source>Decimal (GB, as disks are sold)</source>
        <translation>十進位（GB，與磁碟標示容量一致）</translation>
    </message>
</context>
<context>
    <name>StackStepPage</name>
    <message>
        <source>Target system</source>
        <translation>目標系統</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Framework version</source>
        <translation>框架版本</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Environment manager</source>
        <translation>環境管理工具</translation>
    </message>
    <message>
        <source>newest that fits</source>
        <translation>最新的合適版本</translation>
    </message>
    <message>
        <source>e.g. 3.12; empty: best fit</source>
        <translation>例如 3.12；留空：自動選擇</translation>
    </message>
    <message>
        <source>The software stack resolver</source>
        <translation>軟體堆疊求解</translation>
    </message>
    <message>
        <source>No stack fits:</source>
        <translation>沒有合適的軟體堆疊：</translation>
    </message>
    <message>
        <source>Waiting for the hardware step.</source>
        <translation>正在等待硬體步驟。</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <source>NVIDIA driver (minimum)</source>
        <translation>NVIDIA 驅動程式（最低）</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>none (CPU or Apple GPU)</source>
        <translation>無（CPU 或 Apple GPU）</translation>
    </message>
    <message>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Chosen versions</source>
        <translation>選定的版本</translation>
    </message>
    <message>
        <source>Package index: %1</source>
        <translation>套件索引：%1</translation>
    </message>
    <message>
        <source>Reasons and sources</source>
        <translation>理由與來源</translation>
    </message>
    <message>
        <source>Windows: the WSL2 path</source>
        <translation>Windows：WSL2 方案</translation>
    </message>
    <message>
        <source>Alternatives considered</source>
        <translation>考慮過的其他方案</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>已選</translation>
    </message>
</context>
<context>
    <name>SummaryStepPage</name>
    <message>
        <source>Export the environment</source>
        <translation>匯出環境</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Language of the files</source>
        <translation>檔案語言</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>README with steps</source>
        <translation>含步驟的 README</translation>
    </message>
    <message>
        <source>Lock files</source>
        <translation>鎖定檔</translation>
    </message>
    <message>
        <source>Dockerfile and Compose</source>
        <translation>Dockerfile 與 Compose</translation>
    </message>
    <message>
        <source>Kubernetes manifests</source>
        <translation>Kubernetes 資訊清單</translation>
    </message>
    <message>
        <source>Setup and verify scripts</source>
        <translation>安裝與驗證指令碼</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>PDF 報告</translation>
    </message>
    <message>
        <source>recommendation.json</source>
        <translation>recommendation.json</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>開啟資料夾</translation>
    </message>
    <message>
        <source>Open PDF</source>
        <translation>開啟 PDF</translation>
    </message>
    <message>
        <source>No plan yet.</source>
        <translation>尚無計畫。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>專案</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>僅 CPU</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬體</translation>
    </message>
    <message>
        <source>Estimated time and cost</source>
        <translation>預估時間與費用</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>軟體</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Not in this build yet: %1</source>
        <translation>此版本尚未包含：%1</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>匯出到資料夾</translation>
    </message>
    <message>
        <source>Folder not empty</source>
        <translation>資料夾不是空的</translation>
    </message>
    <message>
        <source>%1 is not empty. Files of the same name will be replaced. Export anyway?</source>
        <translation>%1 不是空資料夾。同名檔案將被取代。仍要匯出嗎？</translation>
    </message>
    <message>
        <source>Choose a folder first.</source>
        <translation>請先選擇資料夾。</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>已取消匯出，未寫入任何檔案。</translation>
    </message>
    <message>
        <source>Choose at least one kind of file.</source>
        <translation>請至少選擇一類檔案。</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在匯出…</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已匯出到 %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>匯出失敗：%1</translation>
    </message>
</context>
<context>
    <name>VramChart</name>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>最佳化器狀態</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激發值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>額外開銷</translation>
    </message>
    <message>
        <source>No estimate yet</source>
        <translation>尚無估算</translation>
    </message>
    <message>
        <source>Total %1 GiB per GPU</source>
        <translation>每張 GPU 共 %1 GiB</translation>
    </message>
    <message>
        <source>%1 has %2 GiB</source>
        <translation>%1 有 %2 GiB</translation>
    </message>
</context>
<context>
    <name>WorkloadStepPage</name>
    <message>
        <source>Project name</source>
        <translation>專案名稱</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters (billions, custom)</source>
        <translation>參數量（十億，自訂）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累積</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Image size (px)</source>
        <translation>影像尺寸（像素）</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度檢查點</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Dataset (GB)</source>
        <translation>資料集 (GB)</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>訓練週期數</translation>
    </message>
    <message>
        <source>from the preset</source>
        <translation>取自預設</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每張 GPU 的記憶體 (GiB)</translation>
    </message>
    <message>
        <source>The workload estimate</source>
        <translation>工作負載估算</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>主機記憶體</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁碟</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>訓練運算量</translation>
    </message>
    <message>
        <source>Time on the chosen GPUs</source>
        <translation>在所選 GPU 上的耗時</translation>
    </message>
    <message>
        <source>How this was estimated</source>
        <translation>估算依據</translation>
    </message>
</context>
</TS>
