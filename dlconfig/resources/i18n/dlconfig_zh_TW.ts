<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (facts as of %2)</source>
        <translation>%1（資料截至 %2）</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>尚未載入</translation>
    </message>
    <message>
        <source>Desktop configurator for deep-learning environments.</source>
        <translation>深度學習執行環境的桌面設定工具。</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>知識庫</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>授權條款</translation>
    </message>
    <message>
        <source>Read the guide (README)</source>
        <translation>閱讀使用指南（README）</translation>
    </message>
</context>
<context>
    <name>ApplyPanel</name>
    <message>
        <source>Set up on this machine</source>
        <translation>在本機上設定</translation>
    </message>
    <message>
        <source>Creates the bundle&apos;s Python environment (.venv in the export folder) with uv and checks it with scripts/verify_env.py.</source>
        <translation>用 uv 建立設定包的 Python 環境（匯出資料夾中的 .venv），並用 scripts/verify_env.py 檢查它。</translation>
    </message>
    <message>
        <source>System steps, not run here: run them yourself in a terminal if needed.</source>
        <translation>系統層級步驟不會在此執行：如有需要，請自行在終端機中執行。</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安裝</translation>
    </message>
    <message>
        <source>Install the CPU build</source>
        <translation>安裝 CPU 版本</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暫不</translation>
    </message>
    <message>
        <source>Set-up failed: %1</source>
        <translation>設定失敗：%1</translation>
    </message>
    <message numerus="yes">
        <source>Set up will create %1 with Python %2 and install %n package(s): %3.</source>
        <translation>
            <numerusform>設定將用 Python %2 建立 %1，並安裝 %n 個套件：%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>The framework is its CUDA build (%1).</source>
        <translation>框架為其 CUDA 版本（%1）。</translation>
    </message>
    <message>
        <source>The download size is known once uv resolves the packages; downloads stay in uv&apos;s cache.</source>
        <translation>下載大小要等 uv 解析套件後才能知道；下載的檔案會留在 uv 的快取中。</translation>
    </message>
    <message>
        <source>This machine has no NVIDIA GPU: the CUDA build cannot use one here. The CPU build is smaller and runs the code for trying it.</source>
        <translation>本機沒有 NVIDIA GPU：CUDA 版本在這裡用不上 GPU。CPU 版本更小，可用來試執行程式碼。</translation>
    </message>
    <message>
        <source>The CPU build leaves out %1 (they build against CUDA).</source>
        <translation>CPU 版本不包含 %1（它們針對 CUDA 建置）。</translation>
    </message>
    <message>
        <source>Setting up…</source>
        <translation>正在設定…</translation>
    </message>
    <message>
        <source>Cancelled; the half-made environment was removed, nothing else changed.</source>
        <translation>已取消；未完成的環境已刪除，其他內容均未變更。</translation>
    </message>
    <message>
        <source>Cancelled while checking; the environment is complete and kept.</source>
        <translation>檢查時已取消；環境已完整，予以保留。</translation>
    </message>
    <message>
        <source>Check failed: %1</source>
        <translation>檢查未通過：%1</translation>
    </message>
    <message numerus="yes">
        <source>Set up: %n check(s) pass.</source>
        <translation>
            <numerusform>設定完成：%n 項檢查通過。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already set up: %n check(s) pass.</source>
        <translation>
            <numerusform>已設定過：%n 項檢查通過。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled; the half-made environment was removed. uv&apos;s download cache (%1) keeps %2 MiB from this run: &apos;uv cache prune&apos; or &apos;uv cache clean&apos; removes it.</source>
        <translation>已取消；未完成的環境已刪除。uv 的下載快取（%1）保留了本次執行的 %2 MiB：&apos;uv cache prune&apos; 或 &apos;uv cache clean&apos; 可將其刪除。</translation>
    </message>
</context>
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
    <name>CancelControl</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>ContainerStepPage</name>
    <message>
        <source>Read-only previews; the export writes these files.</source>
        <translation>唯讀預覽；匯出時會寫入這些檔案。</translation>
    </message>
    <message>
        <source>No container plan: the software stack step has no answer yet.</source>
        <translation>沒有容器方案：軟體堆疊步驟還沒有結果。</translation>
    </message>
    <message>
        <source>Serving image</source>
        <translation>服務映像</translation>
    </message>
    <message>
        <source>Build image</source>
        <translation>建置映像</translation>
    </message>
    <message>
        <source>Runtime image</source>
        <translation>執行階段映像檔</translation>
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
        <source>checked at %1</source>
        <translation>檢查於 %1</translation>
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
        <source>No problems found, but step 2 says this machine does not fit the plan.</source>
        <translation>沒有發現問題，但第 2 步認為本機不符合方案要求。</translation>
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
        <source>Enter %1 or more</source>
        <translation>請輸入不小於 %1 的值</translation>
    </message>
    <message>
        <source>Enter more than %1</source>
        <translation>請輸入大於 %1 的值</translation>
    </message>
    <message>
        <source>Enter %1 or less</source>
        <translation>請輸入不大於 %1 的值</translation>
    </message>
    <message>
        <source>Enter less than %1</source>
        <translation>請輸入小於 %1 的值</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <translation>請輸入整數</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <translation>請輸入數字</translation>
    </message>
    <message>
        <source>Enter a version such as %1</source>
        <translation>請輸入版本號，例如 %1</translation>
    </message>
    <message>
        <source>This is not in the expected form</source>
        <translation>格式不正確</translation>
    </message>
    <message>
        <source>Enter at most %1 characters</source>
        <translation>最多輸入 %1 個字元</translation>
    </message>
    <message>
        <source>This cannot be empty</source>
        <translation>此欄不能為空</translation>
    </message>
    <message>
        <source>Choose one of the listed values</source>
        <translation>請從列出的選項中選擇一個</translation>
    </message>
    <message>
        <source>This is needed</source>
        <translation>此欄為必填</translation>
    </message>
</context>
<context>
    <name>HardwareStepPage</name>
    <message>
        <source>Plan for GPU</source>
        <translation>規劃使用的 GPU</translation>
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
        <source>as many as is best</source>
        <translation>按最佳數量</translation>
    </message>
    <message>
        <source>Use this one</source>
        <translation>採用此項</translation>
    </message>
    <message>
        <source>Keep the selected GPU at its best place as the plan&apos;s choice (Enter)</source>
        <translation>將所選 GPU 及其最佳地點定為方案的選擇（Enter）</translation>
    </message>
    <message>
        <source>Let the plan choose</source>
        <translation>由方案決定</translation>
    </message>
    <message>
        <source>Best fit (recommended)</source>
        <translation>最合適（建議）</translation>
    </message>
    <message>
        <source>Other GPU… (by compute capability)</source>
        <translation>其他 GPU…（依運算能力）</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>運算能力</translation>
    </message>
    <message>
        <source>8.6 or sm_86</source>
        <translation>8.6 或 sm_86</translation>
    </message>
    <message>
        <source>For a GPU the catalog lacks: the stack is resolved from its compute capability alone; its memory and speed stay unknown.</source>
        <translation>用於目錄中沒有的 GPU：軟體堆疊僅依其運算能力求解；其顯示記憶體與速度仍然未知。</translation>
    </message>
    <message>
        <source>GPUs, each at its best place and price; ★ the decision (click a column to sort)</source>
        <translation>各 GPU 及其最佳地點和價格；★ 為決定（點擊欄標題排序）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
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
        <source>Your pick: %1 × %2 at %3</source>
        <translation>您的選擇：%1 × %2，位於 %3</translation>
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
        <source>RAM: %1</source>
        <translation>記憶體：%1</translation>
    </message>
    <message>
        <source>Storage: %1 %2</source>
        <translation>儲存：%1 %2</translation>
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
        <source>any, e.g. aws, gcp</source>
        <translation>不限，例如 aws, gcp</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>none, e.g. RTX 3090</source>
        <translation>無，例如 RTX 3090</translation>
    </message>
    <message>
        <source>the cluster&apos;s default</source>
        <translation>叢集的預設分割區</translation>
    </message>
    <message>
        <source>any, e.g. a100</source>
        <translation>任意，例如 a100</translation>
    </message>
    <message>
        <source>Use this one</source>
        <translation>採用此項</translation>
    </message>
    <message>
        <source>Keep the selected place as the plan&apos;s choice</source>
        <translation>將所選地點定為方案的選擇</translation>
    </message>
    <message>
        <source>Let the plan choose</source>
        <translation>由方案決定</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Excluded: it cannot run this workload under the rules set.</source>
        <translation>已排除：在所設規則下它無法執行此工作負載。</translation>
    </message>
    <message>
        <source>Latency to data</source>
        <translation>到資料的延遲</translation>
    </message>
    <message>
        <source>Latency to users</source>
        <translation>到使用者的延遲</translation>
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
        <source>Fix the marked fields on this step to compare places.</source>
        <translation>請先修正本步驟中標出的欄位，再比較各個地點。</translation>
    </message>
    <message>
        <source>Waiting for the earlier steps.</source>
        <translation>正在等待前面的步驟。</translation>
    </message>
    <message numerus="yes">
        <source>%n places compared, best first.</source>
        <translation>
            <numerusform>已比較 %n 個地點，最佳的排在前面。</numerusform>
        </translation>
    </message>
    <message>
        <source>One place compared.</source>
        <translation>已比較 1 個地點。</translation>
    </message>
</context>
<context>
    <name>KbRefreshPanel</name>
    <message>
        <source>Refresh from the package index</source>
        <translation>從套件索引重新整理</translation>
    </message>
    <message>
        <source>Reads the torch and TensorFlow releases the knowledge base lacks through pip (with your pip configuration) and installs them as a dated overlay.</source>
        <translation>透過 pip（使用您的 pip 設定）讀取知識庫中缺少的 torch 與 TensorFlow 版本，並將其安裝為帶日期的疊加層。</translation>
    </message>
    <message>
        <source>Reading the package index…</source>
        <translation>正在讀取套件索引…</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <source>Refresh failed: %1</source>
        <translation>重新整理失敗：%1</translation>
    </message>
    <message>
        <source>%1 (no Linux x86_64 wheel)</source>
        <translation>%1（沒有 Linux x86_64 wheel）</translation>
    </message>
    <message>
        <source>%1 (no readable wheel metadata)</source>
        <translation>%1（無法讀取 wheel 中繼資料）</translation>
    </message>
    <message>
        <source>The package index could not be read through pip (%1); nothing changed.</source>
        <translation>無法透過 pip 讀取套件索引（%1）；未做任何變更。</translation>
    </message>
    <message>
        <source>Cancelled; the knowledge base is unchanged.</source>
        <translation>已取消；知識庫維持不變。</translation>
    </message>
    <message>
        <source>The releases read were refused, nothing changed: %1</source>
        <translation>讀取到的版本遭拒絕，未做任何變更：%1</translation>
    </message>
    <message>
        <source>Added %1. Plans use them after dlconfig restarts.</source>
        <translation>已新增 %1。dlconfig 重新啟動後，方案將使用它們。</translation>
    </message>
    <message>
        <source>The package index has no torch or TensorFlow release the knowledge base lacks; nothing changed.</source>
        <translation>套件索引中沒有知識庫缺少的 torch 或 TensorFlow 版本；未做任何變更。</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>已略過：%1</translation>
    </message>
</context>
<context>
    <name>Labels</name>
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
        <source>Electricity (USD per kWh)</source>
        <translation>電價（美元/千瓦時）</translation>
    </message>
    <message>
        <source>Facility PUE</source>
        <translation>機房 PUE</translation>
    </message>
    <message>
        <source>Colocation rack fee (USD a month)</source>
        <translation>託管機櫃費（美元/月）</translation>
    </message>
    <message>
        <source>Write-off period (years)</source>
        <translation>折舊年限（年）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>訓練週期數</translation>
    </message>
    <message>
        <source>GPUs per node × nodes</source>
        <translation>每節點 GPU 數 × 節點數</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點數</translation>
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
        <source>Environment manager</source>
        <translation>環境管理工具</translation>
    </message>
    <message>
        <source>Target system</source>
        <translation>目標系統</translation>
    </message>
    <message>
        <source>none (CPU only)</source>
        <translation>無（僅 CPU）</translation>
    </message>
    <message>
        <source>{count} × {gpu} × {nodes} nodes</source>
        <translation>{count} × {gpu} × {nodes} 個節點</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <source>Minimum NVIDIA driver</source>
        <translation>最低 NVIDIA 驅動程式版本</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>容器映像</translation>
    </message>
    <message>
        <source>{image} (build: {build_image})</source>
        <translation>{image}（建置階段：{build_image}）</translation>
    </message>
    <message>
        <source>Cluster run</source>
        <translation>叢集執行方式</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>容納得下</translation>
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
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>執行個體</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Estimated time</source>
        <translation>預計時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <source>{usd} for the training run at list prices of {date}</source>
        <translation>按 {date} 的公開價格，本次訓練共 {usd}</translation>
    </message>
    <message>
        <source>{usd} per month at list prices of {date}</source>
        <translation>按 {date} 的公開價格，每月 {usd}</translation>
    </message>
    <message>
        <source>no list price recorded for this place</source>
        <translation>此地點沒有記錄公開價格</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬體</translation>
    </message>
    <message>
        <source>OS and software stack</source>
        <translation>作業系統與軟體堆疊</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Infrastructure</source>
        <translation>基礎設施</translation>
    </message>
    <message>
        <source>Summary and export</source>
        <translation>摘要與匯出</translation>
    </message>
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
        <source>Dataset tokens (billions)</source>
        <translation>資料集詞元數（十億）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每節點 GPU 數</translation>
    </message>
    <message>
        <source>Training library</source>
        <translation>訓練函式庫</translation>
    </message>
    <message>
        <source>Offload to host memory</source>
        <translation>卸載到主機記憶體</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA layers</source>
        <translation>LoRA 作用層</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>上下文長度（詞元）</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>並行請求數</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>as many as the plan finds best</source>
        <translation>由方案決定最佳數量</translation>
    </message>
    <message>
        <source>Deadline (hours a run)</source>
        <translation>期限（每次執行時數）</translation>
    </message>
    <message>
        <source>Training runs a month</source>
        <translation>每月訓練次數</translation>
    </message>
    <message>
        <source>Price modes allowed</source>
        <translation>允許的計價方式</translation>
    </message>
    <message>
        <source>Only these providers</source>
        <translation>僅限這些供應商</translation>
    </message>
    <message>
        <source>Never these providers</source>
        <translation>排除這些供應商</translation>
    </message>
    <message>
        <source>GPUs we own (model)</source>
        <translation>自有 GPU（型號）</translation>
    </message>
    <message>
        <source>GPUs we own (per machine)</source>
        <translation>自有 GPU（每台機器數量）</translation>
    </message>
    <message>
        <source>Machines (nodes)</source>
        <translation>機器數（節點）</translation>
    </message>
    <message>
        <source>They are a Slurm cluster&apos;s nodes</source>
        <translation>這些 GPU 是 Slurm 叢集的節點</translation>
    </message>
    <message>
        <source>Slurm partition</source>
        <translation>Slurm 分割區</translation>
    </message>
    <message>
        <source>Slurm GPU type (GRES)</source>
        <translation>Slurm GPU 類型（GRES）</translation>
    </message>
    <message>
        <source>Balanced: cost and time</source>
        <translation>均衡：成本與時間</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Remote notebook (JupyterLab)</source>
        <translation>遠端筆記本（JupyterLab）</translation>
    </message>
    <message>
        <source>AMD GPU driver</source>
        <translation>AMD GPU 驅動程式</translation>
    </message>
    <message>
        <source>{usd} for the training run (hardware you have or buy: write-off and power)</source>
        <translation>一次訓練執行 {usd}（自有或購買的硬體：折舊與電費）</translation>
    </message>
    <message>
        <source>{usd} per month (hardware you have or buy: write-off and power)</source>
        <translation>每月 {usd}（自有或購買的硬體：折舊與電費）</translation>
    </message>
    <message>
        <source>Automatic (from sharding)</source>
        <translation>自動（依分片方式）</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不卸載</translation>
    </message>
    <message>
        <source>Parameters and optimizer states</source>
        <translation>參數與最佳化器狀態</translation>
    </message>
    <message>
        <source>Every linear layer</source>
        <translation>所有線性層</translation>
    </message>
    <message>
        <source>Attention projections (q, k, v, o)</source>
        <translation>注意力投影層（q、k、v、o）</translation>
    </message>
    <message>
        <source>Hardware you own</source>
        <translation>自有硬體</translation>
    </message>
    <message>
        <source>Our cluster (Slurm)</source>
        <translation>我們的叢集（Slurm）</translation>
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
        <source>Driver</source>
        <translation>驅動程式</translation>
    </message>
    <message>
        <source>build {build}, WSL {is_wsl}</source>
        <translation>組建 {build}，WSL：{is_wsl}</translation>
    </message>
    <message>
        <source>Environment recommendation</source>
        <translation>環境建議報告</translation>
    </message>
    <message>
        <source>Deep-learning environment for {project}</source>
        <translation>{project} 的深度學習環境</translation>
    </message>
    <message>
        <source>dlconfig {version} planned this environment on {date} (knowledge base {kb_date}). Every choice below carries its reason and source.</source>
        <translation>dlconfig {version} 於 {date} 規劃了此環境（知識庫日期 {kb_date}）。下列每一項選擇都附有理由與來源。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>建議方案</translation>
    </message>
    <message>
        <source>VRAM breakdown (GiB per GPU)</source>
        <translation>顯示記憶體構成（每張 GPU，GiB）</translation>
    </message>
    <message>
        <source>Measured on this machine, beside the estimate (dlconfig-cli calibrate)</source>
        <translation>本機實測，列在估算旁（dlconfig-cli calibrate）</translation>
    </message>
    <message>
        <source>Hardware options</source>
        <translation>硬體方案</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>軟體堆疊</translation>
    </message>
    <message>
        <source>Container and cluster plan</source>
        <translation>容器與叢集方案</translation>
    </message>
    <message>
        <source>Infrastructure and cost</source>
        <translation>基礎設施與成本</translation>
    </message>
    <message>
        <source>WSL2 steps</source>
        <translation>WSL2 步驟</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>操作步驟</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>檢查發現</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>沒有發現問題。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>成本（美元）</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>級別</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>知識庫</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Recommended: {project} on {gpus} ({place}).</source>
        <translation>建議：在{place}用 {gpus} 執行 {project}。</translation>
    </message>
    <message>
        <source>Recommended: {project} on {gpus}.</source>
        <translation>建議：用 {gpus} 執行 {project}。</translation>
    </message>
    <message>
        <source>Time per run</source>
        <translation>每次執行時間</translation>
    </message>
    <message>
        <source>{hours} h ({days} days)</source>
        <translation>{hours} 小時（{days} 天）</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} 小時</translation>
    </message>
    <message>
        <source>runs continuously (serving)</source>
        <translation>持續執行（推論服務）</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次執行費用</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月費用</translation>
    </message>
    <message>
        <source>prices as of {date}</source>
        <translation>價格日期 {date}</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>購買還是租用</translation>
    </message>
    <message>
        <source>buying pays off above {pct}% utilisation ({place})</source>
        <translation>使用率高於 {pct}% 時購買較划算（{place}）</translation>
    </message>
    <message>
        <source>— means no price is on record for that option; nothing is guessed.</source>
        <translation>— 表示該選項沒有記錄的價格；不作任何猜測。</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次佳方案</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>推論副本數</translation>
    </message>
    <message>
        <source>hardware you have: write-off and power</source>
        <translation>自有硬體：折舊與電費</translation>
    </message>
    <message>
        <source>bought: write-off and power</source>
        <translation>購買：折舊與電費</translation>
    </message>
    <message>
        <source>Why this one</source>
        <translation>為何選擇此項</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>審批</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>編製人</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>核准人</translation>
    </message>
    <message>
        <source>Thin memory margin: {need} GiB needed per GPU of {have} GiB.</source>
        <translation>記憶體餘量小：每張 {have} GiB 的 GPU 需要 {need} GiB。</translation>
    </message>
    <message>
        <source>Prices are {days} days old (as of {date}); check them before approving.</source>
        <translation>價格已有 {days} 天（截至 {date}）；核准前請核實。</translation>
    </message>
    <message>
        <source>{rules}: this place needs measures first (see the infrastructure section).</source>
        <translation>{rules}：此地點需先採取措施（見基礎設施一節）。</translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation>主要風險</translation>
    </message>
    <message>
        <source>No open risks were found.</source>
        <translation>未發現未解決的風險。</translation>
    </message>
    <message>
        <source>The {part} figure is a rule of thumb (±{pct}%): {value}.</source>
        <translation>{part}的數值是經驗估計（±{pct}%）：{value}。</translation>
    </message>
    <message>
        <source>What this machine lacks</source>
        <translation>本機缺少什麼</translation>
    </message>
    <message>
        <source>This machine has what the plan needs.</source>
        <translation>本機滿足方案的全部需求。</translation>
    </message>
    <message>
        <source>This machine was not examined.</source>
        <translation>未檢測本機。</translation>
    </message>
    <message>
        <source>This machine cannot run the plan.</source>
        <translation>本機無法執行此方案。</translation>
    </message>
    <message>
        <source>An NVIDIA GPU: none found here.</source>
        <translation>NVIDIA GPU：本機未找到。</translation>
    </message>
    <message>
        <source>GPU memory: {need} GiB per GPU needed, {have} GiB here.</source>
        <translation>GPU 顯示記憶體：每個 GPU 需要 {need} GiB，本機有 {have} GiB。</translation>
    </message>
    <message>
        <source>GPUs: {need} needed, {have} here.</source>
        <translation>GPU：需要 {need} 個，本機有 {have} 個。</translation>
    </message>
    <message>
        <source>RAM: {need} GB needed, {have} GB here.</source>
        <translation>記憶體：需要 {need} GB，本機有 {have} GB。</translation>
    </message>
    <message>
        <source>CPU cores: {need} needed, {have} here.</source>
        <translation>CPU 核心：需要 {need} 個，本機有 {have} 個。</translation>
    </message>
    <message>
        <source>Storage: {need} GB needed.</source>
        <translation>儲存空間：需要 {need} GB。</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 頁，共 {pages} 頁</translation>
    </message>
    <message>
        <source>dlconfig {version} · knowledge base {kb_version} of {kb_date}</source>
        <translation>dlconfig {version} · 知識庫 {kb_version}（{kb_date}）</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>GPUs at catalog price</source>
        <translation>GPU 型錄價</translation>
    </message>
    <message>
        <source>Time per run (h)</source>
        <translation>每次執行時間（小時）</translation>
    </message>
    <message>
        <source>Rent: on-demand list prices</source>
        <translation>租用：隨需牌價</translation>
    </message>
    <message>
        <source>Buy: catalog price, power, break-even</source>
        <translation>購買：目錄價格、電費、損益平衡</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>本次執行費用</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>購買價格</translation>
    </message>
    <message>
        <source>Power per month at full load</source>
        <translation>滿載時每月電費</translation>
    </message>
    <message>
        <source>Beats renting above</source>
        <translation>使用率高於此值時比租用划算</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>無價格</translation>
    </message>
    <message>
        <source>{usd} ({kind}, {date})</source>
        <translation>{usd}（{kind}，{date}）</translation>
    </message>
    <message>
        <source>launch MSRP</source>
        <translation>首發建議售價</translation>
    </message>
    <message>
        <source>street price</source>
        <translation>市場價</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>牌價</translation>
    </message>
    <message>
        <source>Latency to users (ms)</source>
        <translation>到使用者的延遲（毫秒）</translation>
    </message>
    <message>
        <source>Latency to data (ms)</source>
        <translation>到資料的延遲（毫秒）</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>計價方式</translation>
    </message>
    <message>
        <source>Cost per option (USD)</source>
        <translation>各選項費用（美元）</translation>
    </message>
    <message>
        <source>Time per run by GPU option (hours)</source>
        <translation>各 GPU 選項每次執行時間（小時）</translation>
    </message>
    <message>
        <source>Latency per region (ms)</source>
        <translation>各區域延遲（毫秒）</translation>
    </message>
    <message>
        <source>{count} more option is listed in recommendation.json.</source>
        <translation>另有 {count} 個選項列在 recommendation.json 中。</translation>
    </message>
    <message>
        <source>{count} more options are listed in recommendation.json.</source>
        <translation>另有 {count} 個選項列在 recommendation.json 中。</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>隨需</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>競價</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承諾</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承諾</translation>
    </message>
    <message>
        <source>always on</source>
        <translation>常駐</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>Set up this Linux machine (driver, toolkit if needed, environment, check):</source>
        <translation>設定這台 Linux 機器（驅動程式、視需要安裝 CUDA 工具組、環境、檢查）：</translation>
    </message>
    <message>
        <source>Set up this Mac (Python environment and check):</source>
        <translation>設定這台 Mac（Python 環境與檢查）：</translation>
    </message>
    <message>
        <source>On Windows, in PowerShell run as administrator (restarts Windows when needed; then run it again with -Resume):</source>
        <translation>在 Windows 上以系統管理員身分開啟 PowerShell 並執行（需要時會提示重新開機；重新開機後加 -Resume 再次執行）：</translation>
    </message>
    <message>
        <source>It then runs scripts/setup_in_wsl.sh inside Ubuntu. Keep datasets under your Linux home, not /mnt/c.</source>
        <translation>接著它會在 Ubuntu 中執行 scripts/setup_in_wsl.sh。請將資料集放在 Linux 主目錄下，而不是 /mnt/c。</translation>
    </message>
    <message>
        <source>It writes %UserProfile%\.wslconfig with memory={memory}GB, processors={processors} and swap={swap}GB from the plan, keeps your other settings and saves a .wslconfig.bak copy.</source>
        <translation>它會依方案寫入 %UserProfile%\.wslconfig：memory={memory}GB、processors={processors}、swap={swap}GB，保留你的其他設定，並備份為 .wslconfig.bak。</translation>
    </message>
    <message>
        <source>Check the environment at any time (PASS/FAIL per check):</source>
        <translation>隨時檢查環境（逐項顯示 PASS/FAIL）：</translation>
    </message>
    <message>
        <source>Or run in a container (needs Docker and the NVIDIA Container Toolkit for GPUs):</source>
        <translation>或在容器中執行（GPU 需要 Docker 與 NVIDIA Container Toolkit）：</translation>
    </message>
    <message>
        <source>Or run in a container (needs Docker and AMD&apos;s amdgpu driver on the host):</source>
        <translation>或在容器中執行（需要 Docker，且主機上裝有 AMD 的 amdgpu 驅動程式）：</translation>
    </message>
    <message>
        <source>On Kubernetes (push the image to your registry first):</source>
        <translation>在 Kubernetes 上執行（請先將映像推送到你的映像倉庫）：</translation>
    </message>
    <message>
        <source>On a Slurm cluster, build the Apptainer image from the Docker image, then submit the batch job (it asks for the plan&apos;s nodes, GPUs and time; its #SBATCH lines name the partition):</source>
        <translation>在 Slurm 叢集上：先由 Docker 映像建置 Apptainer 映像，再提交批次作業（它依方案申請節點、GPU 與時長；其 #SBATCH 行寫明分割區）：</translation>
    </message>
    <message>
        <source>Where the cluster runs containers with enroot and pyxis instead, import the image as a squashfs file and submit the pyxis job:</source>
        <translation>若叢集改用 enroot 與 pyxis 執行容器，請將映像匯入為 squashfs 檔案，再提交 pyxis 作業：</translation>
    </message>
    <message>
        <source>Before a multi-node run, check the network between the nodes: run this on every node (NODE0 is the first node&apos;s address); rank 0 prints the all-reduce bus bandwidth against the plan&apos;s link and the iperf3 commands.</source>
        <translation>多節點執行之前，先檢查節點之間的網路：在每個節點上執行以下指令（NODE0 是第一個節點的位址）；rank 0 會印出 all-reduce 的匯流排頻寬與方案所定鏈路的比較，以及 iperf3 指令。</translation>
    </message>
    <message>
        <source>Notebook (JupyterLab)</source>
        <translation>筆記本（JupyterLab）</translation>
    </message>
    <message>
        <source>Start JupyterLab on the machine that runs the workload. It listens on 127.0.0.1 port {port} only and keeps its token in {token_file}, readable by you alone:</source>
        <translation>在執行工作負載的機器上啟動 JupyterLab。它只監聽 127.0.0.1 的 {port} 連接埠，權杖儲存在 {token_file} 中，只有你本人可讀取：</translation>
    </message>
    <message>
        <source>From your computer, open an SSH tunnel, then browse to http://localhost:{port}/lab and paste the token:</source>
        <translation>在你的電腦上開啟 SSH 通道，然後在瀏覽器中前往 http://localhost:{port}/lab 並貼上權杖：</translation>
    </message>
    <message>
        <source>In WSL 2, Windows forwards the port to its own localhost (WSL&apos;s default NAT networking): on the same PC, open http://localhost:{port}/lab in a Windows browser, no tunnel needed.</source>
        <translation>在 WSL 2 中，Windows 會把該連接埠轉送到它自己的 localhost（WSL 預設的 NAT 網路模式）：在同一台電腦上，用 Windows 瀏覽器開啟 http://localhost:{port}/lab 即可，不需要通道。</translation>
    </message>
    <message>
        <source>With Docker Compose, the notebook service publishes port {port} on the host&apos;s 127.0.0.1 only:</source>
        <translation>使用 Docker Compose 時，notebook 服務只在主機的 127.0.0.1 上發布 {port} 連接埠：</translation>
    </message>
    <message>
        <source>On Kubernetes, create the token Secret, apply the notebook and forward port {port} to your computer:</source>
        <translation>在 Kubernetes 上，先建立權杖 Secret，再套用筆記本清單，並把 {port} 連接埠轉送到你的電腦：</translation>
    </message>
    <message>
        <source>Warning: this notebook is published on a LoadBalancer, reachable from outside the cluster, with TLS from the Secret {secret} and your password. Anyone who reaches it can try passwords; prefer kubectl port-forward where you can.</source>
        <translation>警告：此筆記本透過 LoadBalancer 發布，叢集外部可以存取；它使用 Secret {secret} 中的 TLS 憑證和你的密碼。任何能存取到它的人都可以嘗試猜測密碼；能用 kubectl port-forward 時請優先使用。</translation>
    </message>
    <message>
        <source>Sharing GPUs (Kubernetes)</source>
        <translation>共用 GPU（Kubernetes）</translation>
    </message>
    <message>
        <source>MIG: {count} instances of {profile} per GPU, each with its own memory and fault isolation. Give NVIDIA&apos;s MIG manager this layout and label the node; with the mixed MIG strategy a pod then requests nvidia.com/mig-{profile}: 1.</source>
        <translation>MIG：每張 GPU 劃分為 {count} 個 {profile} 執行個體，各自擁有獨立的記憶體和故障隔離。把此配置交給 NVIDIA 的 MIG manager 並為節點加上標籤；在 mixed MIG 策略下，Pod 隨後請求 nvidia.com/mig-{profile}: 1。</translation>
    </message>
    <message>
        <source>Time-slicing: each GPU is advertised as {replicas} replicas that take turns, with no memory or fault isolation between them. Give the device plugin this configuration:</source>
        <translation>時間分片共用：每張 GPU 被公布為 {replicas} 個副本輪流使用，副本之間沒有記憶體或故障隔離。把以下設定交給裝置外掛程式：</translation>
    </message>
    <message>
        <source>Cap the GPU requests in the project&apos;s namespace at {gpus}, so one project cannot take the pool:</source>
        <translation>把專案的命名空間限制為最多請求 {gpus} 張 GPU，避免單一專案佔滿資源池：</translation>
    </message>
    <message>
        <source>The container runs {entry} from this folder; to run it without a container, in the environment:</source>
        <translation>容器會執行此資料夾中的 {entry}；不使用容器時，請在該環境中執行：</translation>
    </message>
    <message>
        <source>Checkpoints and the final model go to {output} (in the container: the volume at {mount}); run the same command again and training resumes from the last checkpoint there.</source>
        <translation>檢查點和最終模型儲存到 {output}（在容器中：掛載在 {mount} 的卷）；再次執行同一命令，訓練會從那裡的最後一個檢查點繼續。</translation>
    </message>
    <message>
        <source>No entry point is generated for this task yet: the container runs {entry}, which you add to this folder.</source>
        <translation>此任務尚未產生進入點程式：容器會執行 {entry}，請將它加入此資料夾。</translation>
    </message>
    <message>
        <source>Lock file</source>
        <translation>鎖定檔</translation>
    </message>
    <message>
        <source>requirements.lock: every package, dependencies included, pinned with hashes</source>
        <translation>requirements.lock：每個套件（含相依套件）皆以雜湊值固定版本</translation>
    </message>
    <message>
        <source>direct pins only (requirements.txt): the lock could not be made</source>
        <translation>僅直接固定版本（requirements.txt）：無法產生鎖定檔</translation>
    </message>
    <message>
        <source>Every pin was checked for the platform {platform} with Python {python}.</source>
        <translation>每個固定版本都已針對平台 {platform} 與 Python {python} 檢查過。</translation>
    </message>
    <message>
        <source>Every pin was checked for the platform {platform} (macOS {macos} or newer) with Python {python}.</source>
        <translation>每個固定版本都已針對平台 {platform}（macOS {macos} 或更新版本）與 Python {python} 檢查過。</translation>
    </message>
    <message>
        <source>Or install exactly the locked set (every package pinned with hashes):</source>
        <translation>或精確安裝鎖定的套件組合（每個套件皆以雜湊值固定）：</translation>
    </message>
    <message>
        <source>Measured speed of this machine</source>
        <translation>本機實測速度</translation>
    </message>
    <message>
        <source>Measured on {date}; the disk figures are for the folder {folder}.</source>
        <translation>測量時間 {date}；磁碟數據針對資料夾 {folder}。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>預期值</translation>
    </message>
    <message>
        <source>% of expected</source>
        <translation>佔預期 %</translation>
    </message>
    <message>
        <source>not measured ({status})</source>
        <translation>未測量（{status}）</translation>
    </message>
    <message>
        <source>Memory bandwidth (copy)</source>
        <translation>記憶體頻寬（copy）</translation>
    </message>
    <message>
        <source>Memory bandwidth (triad)</source>
        <translation>記憶體頻寬（triad）</translation>
    </message>
    <message>
        <source>CPU matrix multiply (FP32)</source>
        <translation>CPU 矩陣乘法（FP32）</translation>
    </message>
    <message>
        <source>CPU matrix multiply (FP64)</source>
        <translation>CPU 矩陣乘法（FP64）</translation>
    </message>
    <message>
        <source>GPU matrix multiply (FP16)</source>
        <translation>GPU 矩陣乘法（FP16）</translation>
    </message>
    <message>
        <source>GPU matrix multiply (BF16)</source>
        <translation>GPU 矩陣乘法（BF16）</translation>
    </message>
    <message>
        <source>GPU matrix multiply (FP32)</source>
        <translation>GPU 矩陣乘法（FP32）</translation>
    </message>
    <message>
        <source>Host-to-device copy (pinned)</source>
        <translation>主機到裝置複製（鎖頁記憶體）</translation>
    </message>
    <message>
        <source>Disk sequential write</source>
        <translation>磁碟循序寫入</translation>
    </message>
    <message>
        <source>Disk sequential read</source>
        <translation>磁碟循序讀取</translation>
    </message>
    <message>
        <source>Disk random read (4 KiB, QD1)</source>
        <translation>磁碟隨機讀取（4 KiB，QD1）</translation>
    </message>
    <message>
        <source>Disk random write (4 KiB, QD1)</source>
        <translation>磁碟隨機寫入（4 KiB，QD1）</translation>
    </message>
    <message>
        <source>Network throughput (iperf3)</source>
        <translation>網路吞吐量（iperf3）</translation>
    </message>
    <message>
        <source>report.pdf sets each figure beside the expected one, with its source.</source>
        <translation>report.pdf 將每項數據與預期值並列，並註明來源。</translation>
    </message>
    <message>
        <source>NVLink within each node; InfiniBand or RoCE between nodes</source>
        <translation>節點內 NVLink；節點間 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <source>NVLink (or NVSwitch) between the GPUs</source>
        <translation>GPU 之間使用 NVLink（或 NVSwitch）</translation>
    </message>
    <message>
        <source>PCIe (slow for tensor parallelism)</source>
        <translation>PCIe（用於張量並行較慢）</translation>
    </message>
    <message>
        <source>PCIe: sharded training works, with more time spent communicating</source>
        <translation>PCIe：分片訓練可行，但通訊耗時更多</translation>
    </message>
    <message>
        <source>PCIe between the GPUs is enough for data parallelism</source>
        <translation>GPU 之間用 PCIe 足以進行資料並行</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>單 GPU</translation>
    </message>
    <message>
        <source>data parallel (DDP)</source>
        <translation>資料平行（DDP）</translation>
    </message>
    <message>
        <source>independent replicas</source>
        <translation>獨立副本</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>張量平行</translation>
    </message>
    <message>
        <source>FSDP (fully sharded)</source>
        <translation>FSDP（完全分片）</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>no sharding</source>
        <translation>不分片</translation>
    </message>
    <message>
        <source>FSDP across nodes</source>
        <translation>跨節點 FSDP</translation>
    </message>
    <message>
        <source>tensor parallel within nodes, data parallel across them</source>
        <translation>節點內張量平行，節點間資料平行</translation>
    </message>
    <message>
        <source>tensor parallel within nodes, pipeline stages across them</source>
        <translation>節點內張量並行，跨節點流水線並行</translation>
    </message>
    <message>
        <source>as described</source>
        <translation>按所述配置</translation>
    </message>
    <message>
        <source>weights, gradients and states sharded</source>
        <translation>權重、梯度和狀態已分片</translation>
    </message>
    <message>
        <source>one layer does not fit on a GPU: tensor parallel over NVLink</source>
        <translation>單層放不進一個 GPU：透過 NVLink 張量並行</translation>
    </message>
    <message>
        <source>several nodes: NVLink within, InfiniBand or RoCE between</source>
        <translation>多節點：節點內 NVLink，節點間 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <source>tensor parallel over NVLink</source>
        <translation>透過 NVLink 張量並行</translation>
    </message>
    <message>
        <source>tensor parallel over PCIe (slower)</source>
        <translation>透過 PCIe 張量並行（較慢）</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>the hardware you own</source>
        <translation>您自有的硬體</translation>
    </message>
    <message>
        <source>your Slurm cluster</source>
        <translation>您的 Slurm 叢集</translation>
    </message>
    <message>
        <source>bought, on premises</source>
        <translation>購買，放在自有機房</translation>
    </message>
    <message>
        <source>bought, in a colocation facility</source>
        <translation>購買，放在託管機房</translation>
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
        <source>%1: kind not known, %2</source>
        <translation>%1：類型未知，%2</translation>
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
        <source>About dlconfig</source>
        <translation>關於 dlconfig</translation>
    </message>
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
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Read the &amp;guide (README)</source>
        <translation>閱讀使用指南(&amp;G)（README）</translation>
    </message>
    <message>
        <source>&amp;About dlconfig</source>
        <translation>關於 dlconfig(&amp;A)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>載入中…</translation>
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
    <name>ModelPickerWidget</name>
    <message>
        <source>Model from file…</source>
        <translation>從檔案讀取模型…</translation>
    </message>
    <message>
        <source>Read the model from a Hugging Face config.json, a model.safetensors.index.json or a GGUF file; other fields stay as they are</source>
        <translation>從 Hugging Face 的 config.json、model.safetensors.index.json 或 GGUF 檔案讀取模型；其他欄位保持不變</translation>
    </message>
    <message>
        <source>Type to search the presets</source>
        <translation>輸入以搜尋預設</translation>
    </message>
    <message>
        <source>Model from file</source>
        <translation>從檔案讀取模型</translation>
    </message>
    <message>
        <source>Model files (*.json *.gguf)</source>
        <translation>模型檔案 (*.json *.gguf)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <source>From file: %1</source>
        <translation>來自檔案：%1</translation>
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
        <source>Enter or Alt+→</source>
        <translation>Enter 鍵或 Alt+→</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在規劃…</translation>
    </message>
    <message>
        <source>Plan updated in %1 ms</source>
        <translation>計畫已在 %1 毫秒內更新</translation>
    </message>
    <message>
        <source>From your edit to the updated page, planning and drawing included.</source>
        <translation>從您的修改到頁面更新所用的時間，包括規劃與繪製。</translation>
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
    <name>PriceImportPanel</name>
    <message>
        <source>Import cloud prices</source>
        <translation>匯入雲端價格</translation>
    </message>
    <message>
        <source>Installs the GPU list prices of the SkyPilot catalog in %1 as a dated price overlay; nothing is downloaded.</source>
        <translation>將 %1 中 SkyPilot 目錄的 GPU 牌價安裝為附日期的價格覆蓋層；不會下載任何內容。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <source>Installed %1 priced GPU instance rows from %2 (%3 rows skipped). Plans use them after dlconfig restarts.</source>
        <translation>已安裝來自 %2 的 %1 列附價格的 GPU 執行個體（略過 %3 列）。dlconfig 重新啟動後，方案將使用這些價格。</translation>
    </message>
    <message>
        <source>Refused; the installed prices are unchanged: %1</source>
        <translation>已拒絕；已安裝的價格維持不變：%1</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Runtime stage on {image}: the CUDA {image_cuda} shared libraries and cuDNN without the compiler toolchain keeps the image small; the framework&apos;s wheels are installed with the exact pins of requirements.txt.</source>
        <translation>執行階段基於 {image}：只含 CUDA {image_cuda} 共用函式庫和 cuDNN，不含編譯工具鏈，映像更小；框架的 wheel 按 requirements.txt 的精確版本安裝。</translation>
    </message>
    <message>
        <source>Runtime stage on {image}: the CUDA {image_cuda} shared libraries without the compiler toolchain keeps the image small; the framework&apos;s wheels are installed with the exact pins of requirements.txt.</source>
        <translation>執行階段基於 {image}：只含 CUDA {image_cuda} 共用函式庫，不含編譯工具鏈，映像更小；框架的 wheel 按 requirements.txt 的精確版本安裝。</translation>
    </message>
    <message>
        <source>The image is built on {image}, vLLM&apos;s own server image for the planned vLLM version: it brings the engine, PyTorch and the CUDA libraries it was built with, so the stages above are not used.</source>
        <translation>映像以 {image} 為基礎建置，這是 vLLM 為規劃中的 vLLM 版本提供的官方伺服器映像：它自帶推論引擎、PyTorch 及其建置所用的 CUDA 函式庫，因此不使用上述建置階段。</translation>
    </message>
    <message>
        <source>The image is built on {image}, TensorFlow Serving&apos;s own image for the planned TensorFlow version: it brings the model server and its CUDA libraries, so the stages above are not used.</source>
        <translation>映像以 {image} 為基礎建置，這是 TensorFlow Serving 為規劃中的 TensorFlow 版本提供的官方映像：它自帶模型伺服器及其 CUDA 函式庫，因此不使用上述建置階段。</translation>
    </message>
    <message>
        <source>{name}&apos;s host is an Arm Grace CPU: build and pull the image for linux/arm64 (docker buildx build --platform linux/arm64); x86_64 images do not run there.</source>
        <translation>{name} 的主機是 Arm 架構的 Grace CPU：請為 linux/arm64 建置與拉取映像（docker buildx build --platform linux/arm64）；x86_64 映像無法在其上執行。</translation>
    </message>
    <message>
        <source>Build stage on {image}: the plan compiles CUDA code, which needs nvcc and the headers; they stay out of the runtime image.</source>
        <translation>建置階段基於 {image}：方案需要編譯 CUDA 程式碼，需要 nvcc 和標頭檔案；它們不會進入執行映像。</translation>
    </message>
    <message>
        <source>{image}: AMD&apos;s PyTorch image validated for ROCm {rocm}, the base for the plan&apos;s {variant} build; its own PyTorch {image_framework} stays unused beside the plan&apos;s locked environment.</source>
        <translation>{image}：AMD 為 ROCm {rocm} 驗證過的 PyTorch 映像檔，作為方案 {variant} 建置的基礎映像檔；映像檔自帶的 PyTorch {image_framework} 不使用，方案鎖定的環境與之並存。</translation>
    </message>
    <message>
        <source>AMD GPUs reach the container as device files ({devices}) with the groups that may open them ({groups}); the amdgpu driver stays on the host and no NVIDIA runtime is involved.</source>
        <translation>AMD GPU 以裝置檔（{devices}）的形式進入容器，並加入有權開啟它們的群組（{groups}）；amdgpu 驅動程式留在主機上，不涉及任何 NVIDIA 執行環境。</translation>
    </message>
    <message>
        <source>Kubernetes: AMD&apos;s GPU device plugin, run on the GPU nodes, offers the GPUs as {resource}; the manifests request them by that name.</source>
        <translation>Kubernetes：在 GPU 節點上執行的 AMD GPU 裝置外掛將 GPU 以 {resource} 資源提供；資訊清單按此名稱申請 GPU。</translation>
    </message>
    <message>
        <source>Nothing is compiled, so the build stage uses the runtime image and only the virtual environment is copied across.</source>
        <translation>無需編譯，因此建置階段使用執行映像，只複製虛擬環境。</translation>
    </message>
    <message>
        <source>No nvidia/cuda tag for CUDA {cuda} is in the knowledge base; the image uses Python slim and the CUDA libraries that the framework&apos;s wheels bring.</source>
        <translation>知識庫中沒有 CUDA {cuda} 的 nvidia/cuda 標籤；映像改用 Python slim，CUDA 函式庫由框架的 wheel 提供。</translation>
    </message>
    <message>
        <source>Containers on macOS run in a Linux VM without access to the Apple GPU (MPS); the container is CPU-only on {image}. Train natively for MPS.</source>
        <translation>macOS 上的容器執行在無法存取 Apple GPU（MPS）的 Linux 虛擬機器中；容器在 {image} 上僅用 CPU。要使用 MPS，請直接在本機訓練。</translation>
    </message>
    <message>
        <source>No NVIDIA GPU in the plan: {image} is the smallest official image with Python {python}.</source>
        <translation>方案中沒有 NVIDIA GPU：{image} 是帶 Python {python} 的最小官方映像。</translation>
    </message>
    <message>
        <source>{image} is the smallest official image with Python {python}; the GPU works through the NVIDIA container toolkit, which mounts the driver when the Dockerfile asks for its compute libraries (NVIDIA_DRIVER_CAPABILITIES).</source>
        <translation>{image} 是帶 Python {python} 的最小官方映像；GPU 透過 NVIDIA 容器工具包使用：Dockerfile 宣告需要驅動程式的運算函式庫（NVIDIA_DRIVER_CAPABILITIES）時，工具包會把驅動程式掛載進容器。</translation>
    </message>
    <message>
        <source>The official {image} image carries the same framework version; it is a valid base too, but the exported Dockerfile installs the exact pins so the container matches the host setup.</source>
        <translation>官方映像 {image} 含相同的框架版本，也可作為基礎映像；但匯出的 Dockerfile 按精確版本安裝，使容器與主機環境一致。</translation>
    </message>
    <message>
        <source>Two stages: dependencies are installed in a build stage with a pip cache mount and copied into a slim runtime stage as one virtual environment; the app runs as a non-root user and the dataset is mounted at run time, never copied into the image.</source>
        <translation>兩階段建置：相依套件在帶 pip 快取掛載的建置階段安裝，再作為一個虛擬環境複製到精簡的執行階段；應用以非 root 使用者執行，資料集在執行時掛載，從不複製進映像。</translation>
    </message>
    <message>
        <source>Requests {cpu} CPU cores and {memory_gb:g} GB memory per node from the hardware plan; /dev/shm is {shm_gb:g} GB (a quarter of it, 1 to 64 GB) for data-loader worker processes (Docker&apos;s default is 64 MB).</source>
        <translation>按硬體方案，每個節點請求 {cpu} 個 CPU 核心和 {memory_gb:g} GB 記憶體；/dev/shm 為 {shm_gb:g} GB（記憶體的四分之一，限 1 到 64 GB），供資料載入子程序使用（Docker 預設僅 64 MB）。</translation>
    </message>
    <message>
        <source>{procs} process(es) per node and {resource}: {gpus} set explicitly: &apos;auto&apos; would start one process on a multi-GPU node.</source>
        <translation>每個節點 {procs} 個程序，{resource} 明確設為 {gpus}：設為 auto 會在多 GPU 節點上只啟動一個程序。</translation>
    </message>
    <message>
        <source>{procs} process(es) per node and nvidia.com/gpu: {gpus} set explicitly: &apos;auto&apos; would start one process on a multi-GPU node.</source>
        <translation>每個節點 {procs} 個程序，nvidia.com/gpu 明確設為 {gpus}：設為 auto 會在多 GPU 節點上只啟動一個程序。</translation>
    </message>
    <message>
        <source> TensorFlow uses one process per node with all its GPUs (MirroredStrategy / MultiWorkerMirroredStrategy).</source>
        <translation>TensorFlow 每個節點使用一個程序管理其全部 GPU（MirroredStrategy / MultiWorkerMirroredStrategy）。</translation>
    </message>
    <message>
        <source>Serving: a Deployment keeps the replicas running and a Service exposes port {port}.</source>
        <translation>推理服務：Deployment 保持副本執行，Service 公開連接埠 {port}。</translation>
    </message>
    <message>
        <source>Multi-worker TensorFlow on {nodes} nodes: an indexed Job with a headless Service; each pod builds TF_CONFIG explicitly from its completion index for MultiWorkerMirroredStrategy.</source>
        <translation>{nodes} 個節點的 TensorFlow 多工作器訓練：Indexed Job 加 headless Service；每個 Pod 根據其完成序號顯式生成 TF_CONFIG，供 MultiWorkerMirroredStrategy 使用。</translation>
    </message>
    <message>
        <source>Multi-node training on {nodes} nodes: a Kubeflow Trainer {operator_version} TrainJob ({api_version}) on the ClusterTrainingRuntime &apos;{runtime}&apos;.</source>
        <translation>{nodes} 個節點的多節點訓練：使用 Kubeflow Trainer {operator_version} 的 TrainJob（{api_version}），執行在 ClusterTrainingRuntime“{runtime}”上。</translation>
    </message>
    <message>
        <source>A v1 PyTorchJob ({api_version}, Training Operator {operator_version}) is included as a legacy option for clusters that still run it; v1 is deprecated.</source>
        <translation>另附 v1 PyTorchJob（{api_version}，Training Operator {operator_version}），供仍在執行它的叢集作為舊版選項；v1 已棄用。</translation>
    </message>
    <message>
        <source>Single-node training: a Kubernetes Job runs to completion and is not restarted once it succeeds.</source>
        <translation>單節點訓練：Kubernetes Job 執行至完成，成功後不會再重新啟動。</translation>
    </message>
    <message>
        <source>Pods tolerate the nvidia.com/gpu taint and require nodes labelled nvidia.com/gpu.product={label}.</source>
        <translation>Pod 容忍 nvidia.com/gpu 汙點，並要求節點帶有標籤 nvidia.com/gpu.product={label}。</translation>
    </message>
    <message>
        <source>Pods tolerate the nvidia.com/gpu taint; the GPU catalog has no nvidia.com/gpu.product value for this GPU, so add a node affinity on that label by hand if the cluster mixes GPU models.</source>
        <translation>Pod 容忍 nvidia.com/gpu 汙點；GPU 目錄中沒有此 GPU 的 nvidia.com/gpu.product 取值，若叢集混用多種 GPU，請手動新增該標籤的節點親和性。</translation>
    </message>
    <message>
        <source>{image} carries Python {python}, the plan&apos;s Python: the virtual environment is created with it.</source>
        <translation>{image} 自帶 Python {python}，正是方案中的 Python：虛擬環境以它建立。</translation>
    </message>
    <message>
        <source>{image} carries no Python, so the build stage installs uv {uv} with pip and uv installs Python {python}, the plan&apos;s Python, under {install_dir}; the virtual environment is created with it and both folders are copied into the runtime stage, so the container runs the Python the pins were resolved for.</source>
        <translation>{image} 不含 Python，因此建置階段用 pip 安裝 uv {uv}，再由 uv 把方案中的 Python {python} 安裝到 {install_dir}；虛擬環境以它建立，兩個目錄都複製到執行階段，使容器執行的正是相依套件版本所針對的 Python。</translation>
    </message>
    <message>
        <source>{image} carries Python {image_python}, so the build stage installs uv {uv} with pip and uv installs Python {python}, the plan&apos;s Python, under {install_dir}; the virtual environment is created with it and both folders are copied into the runtime stage, so the container runs the Python the pins were resolved for.</source>
        <translation>{image} 自帶 Python {image_python}，因此建置階段用 pip 安裝 uv {uv}，再由 uv 把方案中的 Python {python} 安裝到 {install_dir}；虛擬環境以它建立，兩個目錄都複製到執行階段，使容器執行的正是相依套件版本所針對的 Python。</translation>
    </message>
    <message>
        <source>CUDA images carry no Python and the knowledge base records no uv release: the Dockerfile installs Ubuntu&apos;s python3, which can differ from the plan&apos;s Python {python}; the pins in requirements.txt must support both.</source>
        <translation>CUDA 映像不含 Python，且知識庫未記錄 uv 版本：Dockerfile 安裝 Ubuntu 自帶的 python3，可能與方案中的 Python {python} 不同；requirements.txt 中的版本需同時支援二者。</translation>
    </message>
    <message>
        <source>No python image of the plan&apos;s Python {python} is recorded and no uv release either: {image} runs Python {image_python}; the pins in requirements.txt must support it.</source>
        <translation>知識庫中沒有方案的 Python {python} 的 python 映像，也沒有 uv 版本：{image} 執行 Python {image_python}；requirements.txt 中的版本需支援它。</translation>
    </message>
    <message>
        <source>This machine: </source>
        <translation>本機：</translation>
    </message>
    <message>
        <source>A server of your own next to the data: </source>
        <translation>資料旁的自有伺服器：</translation>
    </message>
    <message>
        <source>A server in a colocation facility near the users ({city}): </source>
        <translation>使用者附近託管機房中的伺服器（{city}）：</translation>
    </message>
    <message>
        <source>{where}: </source>
        <translation>{where}：</translation>
    </message>
    <message>
        <source>about {data_ms:.0f} ms round trip to the data and about {users_ms:.0f} ms to the users</source>
        <translation>到資料約 {data_ms:.0f} ms 往返，到使用者約 {users_ms:.0f} ms</translation>
    </message>
    <message>
        <source>about {data_ms:.0f} ms round trip to the data</source>
        <translation>到資料約 {data_ms:.0f} ms 往返</translation>
    </message>
    <message>
        <source>about {users_ms:.0f} ms to the users</source>
        <translation>到使用者約 {users_ms:.0f} ms</translation>
    </message>
    <message>
        <source>no data or users location given</source>
        <translation>未給出資料或使用者的位置</translation>
    </message>
    <message>
        <source> (±{error_pct:g} %).</source>
        <translation>（±{error_pct:g} %）。</translation>
    </message>
    <message>
        <source>{instance_type} is recorded as offered in every region.</source>
        <translation>記錄顯示 {instance_type} 在所有區域都有提供。</translation>
    </message>
    <message>
        <source>{instance_type} is recorded as offered in {scope}.</source>
        <translation>記錄顯示 {instance_type} 在 {scope} 有提供。</translation>
    </message>
    <message>
        <source>Training run: ${usd:,.2f} at the {mode} list price ${usd_per_hour:.4f}/h x {hours:,.1f} instance-hours.</source>
        <translation>一次訓練：${usd:,.2f}，按{mode}標價 ${usd_per_hour:.4f}/小時 × {hours:,.1f} 執行個體小時。</translation>
    </message>
    <message>
        <source>Spot price: the capacity can be reclaimed at any time, so the run needs checkpointing and restarts ({overhead_pct:g} % extra instance-hours are counted).</source>
        <translation>競價價格：該容量隨時可能被收回，因此執行需要檢查點和重新啟動（已計入 {overhead_pct:g} % 的額外執行個體小時）。</translation>
    </message>
    <message>
        <source>{provider_name} {near_region} ({near_city}), the region nearest {place}, is not recorded as offering {gpu}; the nearest region with it is {region} ({city}), about {rtt_ms:.0f} ms round trip from {place} instead of {near_rtt_ms:.0f} ms.</source>
        <translation>{provider_name} 的 {near_region}（{near_city}）是離 {place} 最近的區域，但沒有記錄提供 {gpu}；最近的提供該 GPU 的區域是 {region}（{city}），從 {place} 往返約 {rtt_ms:.0f} 毫秒，而非 {near_rtt_ms:.0f} 毫秒。</translation>
    </message>
    <message>
        <source>A month of serving: ${usd:,.2f} at the {mode} list price ${usd_per_hour:.4f}/h x {hours:,.1f} instance-hours.</source>
        <translation>一個月推理服務：${usd:,.2f}，按{mode}標價 ${usd_per_hour:.4f}/小時 × {hours:,.1f} 執行個體小時。</translation>
    </message>
    <message>
        <source>Keeping the {dataset_gb:g} GB dataset costs per month: {tiers} (hot data on local NVMe while training, warm copies on SSD volumes).</source>
        <translation>儲存 {dataset_gb:g} GB 資料集每月費用：{tiers}（訓練時熱資料放本地 NVMe，溫備份放 SSD 卷）。</translation>
    </message>
    <message>
        <source>Reading the {dataset_gb:g} GB dataset back once from the {tier} tier costs ${usd:,.2f} (${usd_per_gb}/GB retrieval list price; requests not included).</source>
        <translation>從 {tier} 層將 {dataset_gb:g} GB 資料集讀回一次需 ${usd:,.2f}（取回牌價 ${usd_per_gb}/GB；不含請求費用）。</translation>
    </message>
    <message>
        <source>Sending the {dataset_gb:g} GB dataset out of {region} to the internet once costs ${usd:,.2f} (${usd_per_gb}/GB list price).</source>
        <translation>將 {dataset_gb:g} GB 資料集從 {region} 向網際網路傳出一次需 ${usd:,.2f}（目錄價 ${usd_per_gb}/GB）。</translation>
    </message>
    <message>
        <source>Sending the {dataset_gb:g} GB dataset out of {region} to users in mainland China once costs ${usd:,.2f} (${usd_per_gb}/GB list price for China destinations).</source>
        <translation>將 {dataset_gb:g} GB 資料集從 {region} 傳給中國大陸的使用者一次需 ${usd:,.2f}（發往中國目的地的目錄價 ${usd_per_gb}/GB）。</translation>
    </message>
    <message>
        <source>No egress price of {provider_name} is recorded; moving the dataset out is not costed.</source>
        <translation>未記錄 {provider_name} 的出站流量價格；未計算遷出資料集的費用。</translation>
    </message>
    <message>
        <source>Buying {gpus} × {gpu_name} at ${purchase_usd:,.0f} each ({price_kind}), written off over {years:g} years, with power at ${usd_per_kwh}/kWh and PUE {pue}, beats renting at ${rent_usd_per_gpu_hour:.3f} per GPU-hour above {break_even_pct:.0f}% utilisation.</source>
        <translation>以每塊 ${purchase_usd:,.0f}（{price_kind}）購買 {gpus} × {gpu_name}，按 {years:g} 年折舊，電價 ${usd_per_kwh}/kWh、PUE {pue}，在利用率高於 {break_even_pct:.0f}% 時比按每 GPU 小時 ${rent_usd_per_gpu_hour:.3f} 租用更划算。</translation>
    </message>
    <message>
        <source>Buying {gpus} × {gpu_name} at ${purchase_usd:,.0f} each ({price_kind}), written off over {years:g} years, with power at ${usd_per_kwh}/kWh and PUE {pue}, beats renting at ${rent_usd_per_gpu_hour:.3f} per GPU-hour above 100 % utilisation, i.e. never within the write-off period.</source>
        <translation>以每塊 ${purchase_usd:,.0f}（{price_kind}）購買 {gpus} × {gpu_name}，按 {years:g} 年折舊，電價 ${usd_per_kwh}/kWh、PUE {pue}，要利用率高於 100% 才比按每 GPU 小時 ${rent_usd_per_gpu_hour:.3f} 租用划算，即折舊期內永遠不會。</translation>
    </message>
    <message>
        <source>The GPU catalog has no purchase price for {gpu}; buying is not costed.</source>
        <translation>GPU 目錄中沒有 {gpu} 的購買價格；未計算購買成本。</translation>
    </message>
    <message>
        <source>Power: GPU board power {watts:g} W × {gpus} × PUE {pue} at ${usd_per_kwh}/kWh = ${month_usd:,.2f} per month at full load (host CPU and RAM not counted).</source>
        <translation>電費：GPU 板卡功耗 {watts:g} W × {gpus} × PUE {pue}，電價 ${usd_per_kwh}/kWh，滿載每月 ${month_usd:,.2f}（不含主機 CPU 和記憶體）。</translation>
    </message>
    <message>
        <source>This machine does not meet the workload&apos;s needs (see the hardware step).</source>
        <translation>本機不滿足此工作負載的需求（見硬體步驟）。</translation>
    </message>
    <message>
        <source>The hardware step chose no GPU, so no GPU place is ranked.</source>
        <translation>硬體步驟未選擇 GPU，因此不對 GPU 執行地點排名。</translation>
    </message>
    <message>
        <source>No cloud region is recorded to offer {gpu} with a list price, so no cloud option is ranked; see the notes on which prices could be recorded.</source>
        <translation>沒有記錄到以標價提供 {gpu} 的雲區域，因此不對雲選項排名；哪些價格能夠記錄，請見說明。</translation>
    </message>
    <message>
        <source>Training plus one month of serving comes to ${total_usd:,.2f}, over the ${budget_usd:,.2f} budget.</source>
        <translation>訓練加一個月推理服務共 ${total_usd:,.2f}，超出 ${budget_usd:,.2f} 的預算。</translation>
    </message>
    <message>
        <source>Round-trip time = 2 x great-circle distance x {path_factor} (cable detour) / {fibre_km_per_ms} km per ms (light in fibre) + {base_ms:g} ms; fitted to published inter-region round trips, error about ±{error_pct:g} %.</source>
        <translation>往返時間 = 2 × 大圓距離 × {path_factor}（線纜繞行）/ 每毫秒 {fibre_km_per_ms} km（光纖中的光速）+ {base_ms:g} ms；按公開的跨區域往返時間擬合，誤差約 ±{error_pct:g} %。</translation>
    </message>
    <message>
        <source>Train on {train}, serve from {serve}; compare side by side.</source>
        <translation>在 {train} 訓練，從 {serve} 提供服務；可並列比較。</translation>
    </message>
    <message>
        <source>{rule_name}: needs {needs}.</source>
        <translation>{rule_name}：需要 {needs}。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: data must stay in {home}; this place is in {country}.</source>
        <translation>因 {rule_name} 被排除：資料必須留在 {home}；此地點位於 {country}。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: data must stay in {home}; this place is in an unknown country.</source>
        <translation>因 {rule_name} 被排除：資料必須留在 {home}；此地點所在國家未知。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: no business associate agreement from {provider} is on record.</source>
        <translation>因 {rule_name} 被排除：沒有 {provider} 的業務夥伴協議（BAA）記錄。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: no business associate agreement from this provider is on record.</source>
        <translation>因 {rule_name} 被排除：沒有此服務商的業務夥伴協議（BAA）紀錄。</translation>
    </message>
    <message>
        <source>{rule_name}: {country} is {condition}; otherwise {needs}.</source>
        <translation>{rule_name}：{country} 的情況為 {condition}；否則需要 {needs}。</translation>
    </message>
    <message>
        <source>{rule_name}: {country} is outside {home} without adequacy; the transfer needs {needs}.</source>
        <translation>{rule_name}：{country} 在 {home} 之外且無充分性認定；資料傳輸需要 {needs}。</translation>
    </message>
    <message>
        <source>{rule_name}: an unknown country is outside {home} without adequacy; the transfer needs {needs}.</source>
        <translation>{rule_name}：未知國家位於 {home} 之外且無適足性認定；傳輸需要 {needs}。</translation>
    </message>
    <message>
        <source>{rule_name}: {provider} offers a BAA; sign it before any ePHI goes there.</source>
        <translation>{rule_name}：{provider} 提供 BAA；在任何 ePHI 傳入之前先簽署。</translation>
    </message>
    <message>
        <source>{rule_name}: on your own machines no BAA is needed with a cloud provider; check whether the colocation operator can reach the data.</source>
        <translation>{rule_name}：在自有機器上無需與雲服務商籤 BAA；請確認託管機房運營方能否接觸到資料。</translation>
    </message>
    <message>
        <source>{name}: {params_b:.3g}B parameters, {active_b:.3g}B active per token, shapes from its official configuration.</source>
        <translation>{name}：{params_b:.3g}B 參數，每個 token 激活 {active_b:.3g}B，結構取自其官方配置。</translation>
    </message>
    <message>
        <source>{name}: {params_b:.3g}B parameters, shapes from its official configuration.</source>
        <translation>{name}：{params_b:.3g}B 參數，結構取自其官方配置。</translation>
    </message>
    <message>
        <source>Custom model of {params_b:.3g}B parameters as given in the workload.</source>
        <translation>自定義模型，{params_b:.3g}B 參數，按工作負載中的設定。</translation>
    </message>
    <message>
        <source>QLoRA keeps the frozen model in 4-bit NormalFloat with double quantization ({bits_per_weight:g} bits per weight); embeddings and output head stay 16-bit.</source>
        <translation>QLoRA 以帶雙重量化的 4 位 NormalFloat 儲存凍結的模型（每個權重 {bits_per_weight:g} 位）；嵌入層和輸出頭保持 16 位。</translation>
    </message>
    <message>
        <source>8-bit weights (1 byte each, LLM.int8()); embeddings and output head stay 16-bit.</source>
        <translation>8 位權重（每個 1 位元組，LLM.int8()）；嵌入層和輸出頭保持 16 位。</translation>
    </message>
    <message>
        <source>4-bit weights with one fp32 scale per 64 (4.5 bits each); embeddings and output head stay 16-bit.</source>
        <translation>4 位權重，每 64 個共用一個 fp32 縮放因子（每個 4.5 位）；嵌入層和輸出頭保持 16 位。</translation>
    </message>
    <message>
        <source>Weights in {precision}: {gib:.1f} GiB per GPU.</source>
        <translation>{precision} 權重：每個 GPU {gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on every linear layer trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.</source>
        <translation>在每個線性層上使用秩為 {rank} 的 LoRA，訓練 {trainable_m:.1f}M 個參數；只有它們帶有梯度和最佳化器狀態。</translation>
    </message>
    <message>
        <source>QLoRA&apos;s paged optimizer moves optimizer states to host memory only on memory spikes; they are counted on the GPU here.</source>
        <translation>QLoRA 的分頁最佳化器只在視訊記憶體峰值時把最佳化器狀態移到主機記憶體；這裡仍按 GPU 上計算。</translation>
    </message>
    <message>
        <source>{optimizer}: {bytes_per_param:.3g} bytes of optimizer state per trainable parameter (fp32 master copy included in mixed precision); with 16-bit weights and gradients, Adam needs 16 bytes per parameter.</source>
        <translation>{optimizer}：每個可訓練參數 {bytes_per_param:.3g} 位元組最佳化器狀態（混合精度下含 fp32 主副本）；加上 16 位權重和梯度，Adam 每個參數需要 16 位元組。</translation>
    </message>
    <message>
        <source>DDP over {gpus} GPUs: every GPU keeps a full replica of the model states.</source>
        <translation>DDP 跨 {gpus} 個 GPU：每個 GPU 儲存模型狀態的完整副本。</translation>
    </message>
    <message>
        <source>ZERO1 over {gpus} GPUs: optimizer states are partitioned.</source>
        <translation>ZeRO-1 跨 {gpus} 個 GPU：最佳化器狀態被分片。</translation>
    </message>
    <message>
        <source>ZERO2 over {gpus} GPUs: optimizer states and gradients are partitioned.</source>
        <translation>ZeRO-2 跨 {gpus} 個 GPU：最佳化器狀態和梯度被分片。</translation>
    </message>
    <message>
        <source>ZERO3 over {gpus} GPUs: optimizer states, gradients and weights are partitioned.</source>
        <translation>ZeRO-3 跨 {gpus} 個 GPU：最佳化器狀態、梯度和權重都被分片。</translation>
    </message>
    <message>
        <source>FSDP over {gpus} GPUs: weights, gradients and optimizer states are sharded (FULL_SHARD).</source>
        <translation>FSDP 跨 {gpus} 個 GPU：權重、梯度和最佳化器狀態都被分片（FULL_SHARD）。</translation>
    </message>
    <message>
        <source>Activation memory of {name} is not estimated (no per-sample cost in the catalog); leave room beyond the figure shown.</source>
        <translation>未估算 {name} 的激活值記憶體（目錄中沒有每樣本開銷）；請在所示數字之外預留餘量。</translation>
    </message>
    <message>
        <source>Convolutional activations scaled from a count of ResNet-50&apos;s stored feature maps per multiply-add; depthwise networks (EfficientNet) store more.</source>
        <translation>卷積激活值按 ResNet-50 每次乘加所存特徵圖的計數縮放；深度可分離網路（EfficientNet）存得更多。</translation>
    </message>
    <message>
        <source>Inference keeps no activations for a backward pass; the working set is one layer&apos;s activations for the longest prompt.</source>
        <translation>推理不為反向傳播儲存激活值；工作集是最長提示下一層的激活值。</translation>
    </message>
    <message>
        <source>Activations per layer follow Korthikanti et al.: s·b·h·(34 + 5·a·s/h) bytes, here s={seq}, b={batch} per GPU, {layers} layers; with full recomputation only each layer&apos;s input (2·s·b·h) is kept.</source>
        <translation>每層激活值按 Korthikanti 等人的公式：s·b·h·(34 + 5·a·s/h) 位元組，此處 s={seq}，每個 GPU b={batch}，共 {layers} 層；完全重計算時只保留每層的輸入（2·s·b·h）。</translation>
    </message>
    <message>
        <source>Activations per layer follow Korthikanti et al.: s·b·h·(34 + 5·a·s/h) bytes, here s={seq}, b={batch} per GPU, {layers} layers.</source>
        <translation>每層激活值按 Korthikanti 等人的公式：s·b·h·(34 + 5·a·s/h) 位元組，此處 s={seq}，每個 GPU b={batch}，共 {layers} 層。</translation>
    </message>
    <message>
        <source>16-bit attention runs as FlashAttention, which does not store the s×s attention scores (the 5·a·s/h term).</source>
        <translation>16 位注意力以 FlashAttention 執行，不儲存 s×s 注意力分數（即 5·a·s/h 項）。</translation>
    </message>
    <message>
        <source>Output logits over {vocab} tokens are kept in 16-bit and in fp32 for the loss.</source>
        <translation>涵蓋 {vocab} 個詞元的輸出 logits 以 16 位元保存，並為計算損失保存一份 fp32。</translation>
    </message>
    <message>
        <source>{name} is a {preset_task} model; data and host needs are planned for that task rather than {workload_task}.</source>
        <translation>{name} 是 {preset_task} 模型；資料和主機需求按該任務規劃，而不是 {workload_task}。</translation>
    </message>
    <message>
        <source>ZeRO/FSDP shard training states; serving splits a model with tensor parallelism instead (see the hardware step).</source>
        <translation>ZeRO/FSDP 分片的是訓練狀態；推理服務改用張量並行拆分模型（見硬體步驟）。</translation>
    </message>
    <message>
        <source>KV cache = 2 × layers × kv_heads × head_dim × tokens × bytes: {tokens} tokens × {requests} requests = {gib:.2f} GiB.</source>
        <translation>KV 快取 = 2 × 層數 × kv_heads × head_dim × 詞元數 × 位元組數：{tokens} 個詞元 × {requests} 個請求 = {gib:.2f} GiB。</translation>
    </message>
    <message>
        <source>Every one of the {trainable_m:,.1f}M parameters is trained and keeps a gradient of {bytes_per_param} bytes.</source>
        <translation>全部 {trainable_m:,.1f}M 個參數都參與訓練，每個參數保留一個 {bytes_per_param} 位元組的梯度。</translation>
    </message>
    <message>
        <source>Multi-head latent attention caches one compressed latent of {latent} values per token and layer (kv_lora_rank + qk_rope_head_dim) instead of keys and values per head: {layers} layers × {tokens} tokens × {requests} requests = {gib:.2f} GiB.</source>
        <translation>多頭潛在注意力（MLA）每個詞元每層只快取一個 {latent} 維的壓縮潛向量（kv_lora_rank + qk_rope_head_dim），而非每個頭的鍵和值：{layers} 層 × {tokens} 個詞元 × {requests} 個請求 = {gib:.2f} GiB。</translation>
    </message>
    <message>
        <source>{window_layers} of {layers} layers attend within a {window}-token window ({window_kind}) and keep at most that many tokens; the others keep all {tokens}.</source>
        <translation>{layers} 層中有 {window_layers} 層只在 {window} 個詞元的視窗內注意（{window_kind}），最多保留這麼多詞元；其餘各層保留全部 {tokens} 個。</translation>
    </message>
    <message>
        <source>Each of the {layers} decoder layers also keeps the cross-attention keys and values of {encoder_tokens} encoder positions.</source>
        <translation>{layers} 個解碼器層還各自保留 {encoder_tokens} 個編碼器位置的交叉注意力鍵和值。</translation>
    </message>
    <message>
        <source>KV cache stored in {dtype} ({bytes_per_value:g} bytes per value), apart from the weights&apos; {precision}.</source>
        <translation>KV 快取以 {dtype} 儲存（每個值 {bytes_per_value:g} 位元組），與權重的 {precision} 無關。</translation>
    </message>
    <message>
        <source>Serving on {gpus} GPUs splits the weights, activations and KV cache with tensor parallelism: each GPU holds its share.</source>
        <translation>在 {gpus} 張 GPU 上推論時，以張量平行切分權重、激活值和 KV 快取：每張 GPU 只持有自己的一份。</translation>
    </message>
    <message>
        <source>{name}: {params_b:.3g}B parameters counted from the shapes in its config.json ({model_type}).</source>
        <translation>{name}：依其 config.json（{model_type}）中的形狀計得 {params_b:.3g}B 個參數。</translation>
    </message>
    <message>
        <source>Decoding on {gpu} is bound by memory bandwidth ({bandwidth_gbs:g} GB/s): each step reads the weights and every request&apos;s KV cache once, so at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests.</source>
        <translation>在 {gpu} 上解碼受記憶體頻寬（{bandwidth_gbs:g} GB/s）限制：每一步都要把權重和每個請求的 KV 快取各讀一遍，因此每個請求最多約 {per_request_tokens_per_s:,.0f} 詞元/秒，{requests} 個並行請求合計最多約 {tokens_per_s:,.0f} 詞元/秒。</translation>
    </message>
    <message>
        <source>Prefilling a {tokens}-token prompt on {gpu} is bound by compute: about {seconds:.3g} s at {mfu:.0%} of the dense peak; the first token follows one decode step later.</source>
        <translation>在 {gpu} 上預填一個 {tokens} 詞元的提示受算力限制：以密集峰值的 {mfu:.0%} 計約需 {seconds:.3g} 秒；第一個詞元再晚一個解碼步出現。</translation>
    </message>
    <message>
        <source>On {gpus} × {gpu}, the KV cache of {requests} concurrent requests fits up to {tokens} tokens each beside the weights, activations and overhead (90% of memory).</source>
        <translation>在 {gpus} × {gpu} 上，{requests} 個並行請求的 KV 快取與權重、激活值和額外開銷一起放得下時，每個請求最多 {tokens} 個詞元（以記憶體的 90% 計）。</translation>
    </message>
    <message>
        <source>Overhead: about 0.75 GiB of CUDA context and library workspaces plus 5% allocator fragmentation (rule of thumb).</source>
        <translation>額外開銷：約 0.75 GiB 的 CUDA 上下文和函式庫工作區，加上 5% 的分配器碎片（經驗法則）。</translation>
    </message>
    <message>
        <source>Generating one token costs about 2·N = {flops:.3g} FLOPs.</source>
        <translation>生成一個詞元約需 2·N = {flops:.3g} FLOPs。</translation>
    </message>
    <message>
        <source>No published per-sample cost for {name}; training time is not estimated.</source>
        <translation>{name} 沒有公開的每樣本計算量；不估算訓練時間。</translation>
    </message>
    <message>
        <source>Compute uses the {active_b:.3g}B parameters active per token, memory all of them.</source>
        <translation>計算量按每個詞元激活的 {active_b:.3g}B 參數，記憶體按全部參數。</translation>
    </message>
    <message>
        <source>Training FLOPs ≈ ({per_token} + 12·L·h·s) per token × tokens = {flops:.3g}.</source>
        <translation>訓練 FLOPs ≈ 每詞元 ({per_token} + 12·L·h·s) × 詞元數 = {flops:.3g}。</translation>
    </message>
    <message>
        <source>Training FLOPs ≈ 3 × forward (2 × multiply-adds, scaled by image area) × samples = {flops:.3g}.</source>
        <translation>訓練 FLOPs ≈ 3 × 前向（2 × 乘加次數，按影像面積縮放）× 樣本數 = {flops:.3g}。</translation>
    </message>
    <message>
        <source>Time assumes {mfu:.0%} model FLOPs utilisation of the GPU&apos;s dense peak (PaLM reports 46% for a large, tuned run).</source>
        <translation>時間按 GPU 稠密峰值的 {mfu:.0%} 模型 FLOPs 利用率估算（PaLM 報告大型調優訓練可達 46%）。</translation>
    </message>
    <message>
        <source>; {why}</source>
        <translation>；{why}</translation>
    </message>
    <message>
        <source>{name} {version}: loads the model and its tokenizer</source>
        <translation>{name} {version}：載入模型及其分詞器</translation>
    </message>
    <message>
        <source>{name} {version}: the text encoders of the diffusion pipeline</source>
        <translation>{name} {version}：擴散管線的文字編碼器</translation>
    </message>
    <message>
        <source>{name} {version}: the LoRA adapters</source>
        <translation>{name} {version}：LoRA 適配器</translation>
    </message>
    <message>
        <source>{name} {version}: the supervised fine-tuning trainer</source>
        <translation>{name} {version}：監督微調訓練器</translation>
    </message>
    <message>
        <source>{name} {version}: launches the run on the devices with mixed precision</source>
        <translation>{name} {version}：以混合精度在各裝置上啟動執行</translation>
    </message>
    <message>
        <source>{name} {version}: loads and streams the training data</source>
        <translation>{name} {version}：載入並串流讀取訓練資料</translation>
    </message>
    <message>
        <source>{name} {version}: the 4-bit and 8-bit weights the memory estimate assumes</source>
        <translation>{name} {version}：記憶體估算所假定的 4 位元與 8 位元權重</translation>
    </message>
    <message>
        <source>{name} {version}: ZeRO sharding of parameters, gradients and optimizer states</source>
        <translation>{name} {version}：對參數、梯度與最佳化器狀態做 ZeRO 分片</translation>
    </message>
    <message>
        <source>{name} {version}: tensor, pipeline and sequence parallel training of the model</source>
        <translation>{name} {version}：對模型進行張量平行、管線平行與序列平行訓練</translation>
    </message>
    <message>
        <source>{name} {version}: fused attention kernels for this GPU</source>
        <translation>{name} {version}：適用於此 GPU 的融合注意力核心</translation>
    </message>
    <message>
        <source>{name} {version}: serves the model to concurrent requests</source>
        <translation>{name} {version}：為並行請求提供模型服務</translation>
    </message>
    <message>
        <source>{name} {version}: the diffusion pipelines</source>
        <translation>{name} {version}：擴散管線</translation>
    </message>
    <message>
        <source>{name} {version}: image model architectures and pretrained weights</source>
        <translation>{name} {version}：影像模型架構與預訓練權重</translation>
    </message>
    <message>
        <source>{name} {version}: reads and writes audio files</source>
        <translation>{name} {version}：讀寫音訊檔案</translation>
    </message>
    <message>
        <source>{name} {version}: audio loading and features</source>
        <translation>{name} {version}：音訊載入與特徵擷取</translation>
    </message>
    <message>
        <source>{name} {version}: the Keras API of TensorFlow</source>
        <translation>{name} {version}：TensorFlow 的 Keras API</translation>
    </message>
    <message>
        <source>{name} {version}: the notebook the team reaches through a tunnel</source>
        <translation>{name} {version}：團隊透過通道存取的筆記本</translation>
    </message>
    <message>
        <source>{name} {version}</source>
        <translation>{name} {version}</translation>
    </message>
    <message>
        <source>; the newest recorded release that fits {framework} {framework_version} and Python {python}</source>
        <translation>；適配 {framework} {framework_version} 與 Python {python} 的已記錄最新版本</translation>
    </message>
    <message>
        <source>; the newest recorded release that fits {framework} {framework_version}</source>
        <translation>；適配 {framework} {framework_version} 的已記錄最新版本</translation>
    </message>
    <message>
        <source> (it requires {requires})</source>
        <translation>（它要求 {requires}）</translation>
    </message>
    <message>
        <source>; {newest_recorded} is newer but does not fit</source>
        <translation>；{newest_recorded} 較新，但不適配</translation>
    </message>
    <message>
        <source>; its ops compile with nvcc, so the CUDA {cuda} toolkit is needed</source>
        <translation>；其運算子需用 nvcc 編譯，因此需要 CUDA {cuda} 工具包</translation>
    </message>
    <message>
        <source>; its ops compile with nvcc, so a CUDA toolkit is needed</source>
        <translation>；其運算子需用 nvcc 編譯，因此需要 CUDA 工具包</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>{name} {version}: the release recorded with torch {torch}.</source>
        <translation>{name} {version}：與 torch {torch} 一同記錄的版本。</translation>
    </message>
    <message>
        <source>{name} is left out: its makers build it for Linux, and it has no wheel for native Windows (its README: Windows compilation still needs more testing), so it blocks FlashAttention on native Windows. Run the plan in WSL2 to use it ({docs}), or set the attention kernel to SDPA.</source>
        <translation>{name} 未納入：其開發者只為 Linux 建置它，它也沒有適用於原生 Windows 的 wheel（其 README 稱 Windows 編譯仍需更多測試），因此它使 FlashAttention 無法在原生 Windows 上使用。要使用它，請在 WSL2 中執行該方案（{docs}），或將注意力核心設為 SDPA。</translation>
    </message>
    <message>
        <source>{name} is left out: its makers build it for Linux only, and this plan runs on {target} ({docs}).</source>
        <translation>{name} 未納入：其開發者只為 Linux 建置它，而此方案執行於 {target}（{docs}）。</translation>
    </message>
    <message>
        <source>{name} is left out: it supports compute capability {low} to {high}, and the {gpu} has {compute_capability}.</source>
        <translation>未納入 {name}：它支援計算能力 {low} 至 {high}，而 {gpu} 為 {compute_capability}。</translation>
    </message>
    <message>
        <source>{name} is left out: it needs an NVIDIA GPU.</source>
        <translation>未納入 {name}：它需要 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>{name} is left out: it needs a CUDA 12 or newer build of the framework.</source>
        <translation>未納入 {name}：它需要以 CUDA 12 或更新版本建置的框架。</translation>
    </message>
    <message>
        <source>{name} is left out: no recorded release fits the other versions.</source>
        <translation>未納入 {name}：沒有已記錄的版本與其他版本適配。</translation>
    </message>
    <message>
        <source>{library} {library_version} pins torch=={torch}, so it chooses the framework version, in the {variant} build its wheels are made for.</source>
        <translation>{library} {library_version} 固定 torch=={torch}，因此由它決定框架版本，並使用其 wheel 所針對的 {variant} 建置。</translation>
    </message>
    <message>
        <source>TensorFlow Serving {version} serves the SavedModel from the GPU container image {image}</source>
        <translation>TensorFlow Serving {version} 透過 GPU 容器映像檔 {image} 提供 SavedModel 服務</translation>
    </message>
    <message>
        <source>TensorFlow Serving {version} serves the SavedModel from the container image {image}</source>
        <translation>TensorFlow Serving {version} 透過容器映像檔 {image} 提供 SavedModel 服務</translation>
    </message>
    <message>
        <source>; it carries TensorFlow {tensorflow}, so the environment that exports the model uses the same minor release</source>
        <translation>；它內含 TensorFlow {tensorflow}，因此匯出模型的環境使用相同的次版本</translation>
    </message>
    <message>
        <source>Ollama serves the model on macOS: vLLM has Linux wheels only. Install it outside pip, from {install_url}.</source>
        <translation>在 macOS 上由 Ollama 提供模型服務：vLLM 只有 Linux 的 wheel。請在 pip 之外從 {install_url} 安裝。</translation>
    </message>
    <message>
        <source>Ollama serves the model on Windows: vLLM has Linux wheels only. Install it outside pip, from {install_url}.</source>
        <translation>在 Windows 上由 Ollama 提供模型服務：vLLM 只有 Linux 的 wheel。請在 pip 之外從 {install_url} 安裝。</translation>
    </message>
    <message>
        <source>Ollama serves the model. Install it outside pip, from {install_url}.</source>
        <translation>由 Ollama 提供模型服務。請在 pip 之外從 {install_url} 安裝。</translation>
    </message>
    <message>
        <source>; does not fit with 10% headroom.</source>
        <translation>；留出 10% 餘量後放不下。</translation>
    </message>
    <message>
        <source>The catalog has no dense {precision} peak for {name}, so its training time is unknown (no other precision&apos;s peak stands in for it).</source>
        <translation>目錄中沒有 {name} 的 {precision} 稠密峰值，因此其訓練時間未知（不用其他精度的峰值代替）。</translation>
    </message>
    <message>
        <source>GPUs made by {vendor} get a software stack (dlconfig-cli stack --gpu), but dlconfig does not yet plan them as hardware: its containers, clusters and places are for NVIDIA&apos;s CUDA and AMD&apos;s ROCm</source>
        <translation>{vendor} 生產的 GPU 可取得軟體堆疊（dlconfig-cli stack --gpu），但 dlconfig 尚未將其作為硬體來規劃：它產生的容器、叢集與部署地點只針對 NVIDIA 的 CUDA 與 AMD 的 ROCm</translation>
    </message>
    <message>
        <source>{name} is sold only as a whole rack of {unit_gpus} GPUs, not as one card; the plan asks for {asked_gpus}.</source>
        <translation>{name} 只作為含 {unit_gpus} 塊 GPU 的整機櫃出售，不單卡出售；本方案只需要 {asked_gpus} 塊。</translation>
    </message>
    <message>
        <source>{name} is sold only in servers of {unit_gpus} GPUs; the plan asks for {asked_gpus}.</source>
        <translation>{name} 只隨含 {unit_gpus} 塊 GPU 的伺服器出售；本方案只需要 {asked_gpus} 塊。</translation>
    </message>
    <message>
        <source>{name} runs only with a {host_os} host, so it cannot serve a {target} target.</source>
        <translation>{name} 只能搭配 {host_os} 主機執行，因此不能用於 {target} 目標。</translation>
    </message>
    <message>
        <source>Not offered: {name} is an export-control variant sold in {markets} only, and the plan names no place there; name it as the GPU to plan for it anyway.</source>
        <translation>不提供：{name} 是僅在 {markets} 銷售的出口管制版本，而本計畫未指定當地的地點；如仍要按它規劃，請將其指定為要規劃的 GPU。</translation>
    </message>
    <message>
        <source>Not offered: {name} is an export-control variant sold in {markets} only, and the plan&apos;s data and users are in {where}; name it as the GPU to plan for it anyway.</source>
        <translation>不提供：{name} 是僅在 {markets} 銷售的出口管制版本，而本計畫的資料與使用者位於 {where}；如仍要按它規劃，請將其指定為要規劃的 GPU。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes: {total_w:,.0f} W of board power ({card_w:g} W each) needs a server chassis with several power supplies and its own circuits, and without NVLink the cards exchange data over PCIe only. A server GPU ranks first where one fits.</source>
        <translation>{count} 張 {name} 超過了工作站可容納的 {max_gpus} 張卡：{total_w:,.0f} W 的板卡功耗（每張 {card_w:g} W）需要配備多個電源與獨立電路的伺服器機箱，而且沒有 NVLink，各卡之間只能透過 PCIe 交換資料。只要有合適的伺服器 GPU，就優先排它。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes: {total_w:,.0f} W of board power ({card_w:g} W each) needs a server chassis with several power supplies and its own circuits. A server GPU ranks first where one fits.</source>
        <translation>{count} 張 {name} 超過了工作站可容納的 {max_gpus} 張卡：{total_w:,.0f} W 的板卡功耗（每張 {card_w:g} W）需要配備多個電源與獨立電路的伺服器機箱。只要有合適的伺服器 GPU，就優先排它。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes: without NVLink the cards exchange data over PCIe only, and every card&apos;s board power adds up. A server GPU ranks first where one fits.</source>
        <translation>{count} 張 {name} 超過了工作站可容納的 {max_gpus} 張卡：沒有 NVLink，各卡之間只能透過 PCIe 交換資料，且每張卡的板卡功耗會累加。只要有合適的伺服器 GPU，就優先排它。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes. A server GPU ranks first where one fits.</source>
        <translation>{count} 張 {name} 超過了工作站可容納的 {max_gpus} 張卡。只要有合適的伺服器 GPU，就優先排它。</translation>
    </message>
    <message>
        <source>{name} comes with an Arm Grace CPU: the host runs Linux on {arch}, so images and wheels must be built for linux/arm64.</source>
        <translation>{name} 搭配 Arm 架構的 Grace CPU：主機在 {arch} 上執行 Linux，因此映像與 wheel 套件必須為 linux/arm64 建置。</translation>
    </message>
    <message>
        <source>The model needs {need_gib:.1f} GiB of the {name}&apos;s {vram_gib:g} GiB: Multi-Instance GPU can split it into up to {instances} isolated instances to serve several models or tenants (Linux only).</source>
        <translation>模型只需要 {name} 的 {vram_gib:g} GiB 中的 {need_gib:.1f} GiB：多執行個體 GPU（MIG）可將其切分為最多 {instances} 個相互隔離的執行個體，用於服務多個模型或租戶（僅限 Linux）。</translation>
    </message>
    <message>
        <source>Renting, ranked by the cost of the run at on-demand list prices: {total} × {name} first, about ${usd:,.0f} for the run.</source>
        <translation>租用依本次執行在隨需牌價下的費用排序：{total} 張 {name} 排第一，本次執行約 ${usd:,.0f}。</translation>
    </message>
    <message>
        <source>Renting, ranked by a month of serving at on-demand list prices: {total} × {name} first, about ${usd:,.0f} per month.</source>
        <translation>租用依一個月推論服務在隨需牌價下的費用排序：{total} 張 {name} 排第一，每月約 ${usd:,.0f}。</translation>
    </message>
    <message>
        <source>Renting: no GPU that fits has an on-demand list price (and, for training, a time), so none is ranked per dollar.</source>
        <translation>租用：沒有一款合適的 GPU 同時具備隨需牌價（訓練還需有時間估算），因此不依每美元價值排序。</translation>
    </message>
    <message>
        <source> {unpriced} fitting GPUs have no rent price; they follow, by fewest GPUs and time, marked as unpriced.</source>
        <translation>有 {unpriced} 款合適的 GPU 沒有租用價格；它們排在後面，依 GPU 數量最少與時間最短排序，並標為無價格。</translation>
    </message>
    <message>
        <source>Buying: no GPU that fits has a purchase price in the catalog, so none is ranked per dollar</source>
        <translation>購買：目錄中沒有一款合適的 GPU 有購買價格，因此不依每美元價值排序</translation>
    </message>
    <message>
        <source>; it beats renting the same GPUs above {break_even_pct:g}% utilisation.</source>
        <translation>；使用率高於 {break_even_pct:g}% 時，購買比租用同樣的 GPU 更划算。</translation>
    </message>
    <message>
        <source> {unpriced} fitting GPUs have no purchase price; they follow, by fewest GPUs and time, marked as unpriced.</source>
        <translation>有 {unpriced} 款合適的 GPU 沒有購買價格；它們排在後面，依 GPU 數量最少與時間最短排序，並標為無價格。</translation>
    </message>
    <message>
        <source>Power for GPUs you buy: ${usd_per_kwh:g}/kWh as the workload gives it, times PUE {pue:g}.</source>
        <translation>購買的 GPU 的電費：依工作負載給出的 ${usd_per_kwh:g}/kWh，乘以 PUE {pue:g}。</translation>
    </message>
    <message>
        <source>Power for GPUs you buy: ${usd_per_kwh:g}/kWh (a published average; set power_usd_per_kwh for yours), times PUE {pue:g}.</source>
        <translation>購買的 GPU 的電費：${usd_per_kwh:g}/kWh（公開發布的平均值；可用 power_usd_per_kwh 設定您自己的電價），乘以 PUE {pue:g}。</translation>
    </message>
    <message>
        <source>Budget ${budget_usd:,.0f} for renting: {kept} GPUs rank within it; {over_budget} cost more and {unpriced} have no rent price, so they are left out.</source>
        <translation>租用預算 ${budget_usd:,.0f}：有 {kept} 款 GPU 在預算內參與排序；{over_budget} 款費用更高、{unpriced} 款沒有租用價格，因此被排除。</translation>
    </message>
    <message>
        <source>Budget ${budget_usd:,.0f} for buying: {kept} GPUs rank within it; {over_budget} cost more and {unpriced} have no purchase price, so they are left out.</source>
        <translation>購買預算 ${budget_usd:,.0f}：有 {kept} 款 GPU 在預算內參與排序；{over_budget} 款價格更高、{unpriced} 款沒有購買價格，因此被排除。</translation>
    </message>
    <message>
        <source>Price unknown: neither the catalog nor the price list has a price for {gpu}, to buy or to rent, so it cannot be checked against the ${budget_usd:,.0f} budget; it ranks after every priced GPU.</source>
        <translation>價格未知：目錄與價格表中都沒有 {gpu} 的購買或租用價格，因此無法與 ${budget_usd:,.0f} 的預算比較；它排在所有有價格的 GPU 之後。</translation>
    </message>
    <message>
        <source>{name} is sold only in {system} servers of {unit_gpus} GPUs, never as one card: offered as {count} × {name} ({system}).</source>
        <translation>{name} 只隨 {system} 伺服器（每台 {unit_gpus} 張 GPU）銷售，不單賣：按 {count} × {name}（{system}）提供。</translation>
    </message>
    <message>
        <source>{name} comes only in {system} systems, Linux data-centre machines; it is not planned for a {target} target.</source>
        <translation>{name} 只裝在 {system} 系統中，這是執行 Linux 的資料中心機器；不會為 {target} 目標規劃它。</translation>
    </message>
    <message>
        <source>Licence: the plan serves in production, which runs in a data centre, colocation or cloud; NVIDIA&apos;s GeForce driver licence (section {clause}) does not license {name} for datacenter deployment, so data-centre GPUs rank first.</source>
        <translation>授權：此方案用於正式環境服務，執行於資料中心、主機代管機房或雲端；NVIDIA GeForce 驅動程式授權（第 {clause} 條）不允許 {name} 用於資料中心部署，因此資料中心 GPU 排在前面。</translation>
    </message>
    <message>
        <source>Licence: rule {rule} (section {clause}) limits where {name} may run; it ranks after GPUs the rule does not bind.</source>
        <translation>授權：規則 {rule}（第 {clause} 條）限制了 {name} 的執行場所；它排在不受此規則約束的 GPU 之後。</translation>
    </message>
    <message>
        <source>Tensor parallel over PCIe on {count} GPUs: every layer&apos;s all-reduce crosses PCIe, so serving ranks it after layouts on one GPU or over NVLink.</source>
        <translation>在 {count} 張 GPU 上透過 PCIe 做張量平行：每一層的 all-reduce 都要經過 PCIe，因此服務情境下它排在單 GPU 或 NVLink 方案之後。</translation>
    </message>
    <message>
        <source>TensorFlow spans several multi-GPU nodes with tf.distribute.MultiWorkerMirroredStrategy (TF_CONFIG on each worker).</source>
        <translation>TensorFlow 用 tf.distribute.MultiWorkerMirroredStrategy 跨多個多 GPU 節點執行（每個工作器設定 TF_CONFIG）。</translation>
    </message>
    <message>
        <source>PyTorch on a single GPU suits research prototypes: no distributed launcher or interconnect to manage.</source>
        <translation>單 GPU 上的 PyTorch 適合研究原型：無需管理分散式啟動器或互連。</translation>
    </message>
    <message>
        <source>The GPU catalog could not be read; only this machine&apos;s GPUs were considered.</source>
        <translation>無法讀取 GPU 目錄；只考慮了本機的 GPU。</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this workload even across nodes; reduce the batch, enable gradient checkpointing, or use LoRA/QLoRA.</source>
        <translation>即使跨節點，目錄中也沒有能容納此工作負載的 GPU；請減小批次、啟用梯度檢查點，或使用 LoRA/QLoRA。</translation>
    </message>
    <message>
        <source>The workload asks for no GPU ({asked}): it is planned for the CPU; the GPU options below only show what a GPU would take.</source>
        <translation>工作負載要求不用 GPU（{asked}）：方案按 CPU 規劃；下方的 GPU 選項僅展示使用 GPU 時的需求。</translation>
    </message>
    <message>
        <source>macOS runs no CUDA, so no NVIDIA GPU is chosen: the plan runs on the Mac itself, where PyTorch&apos;s macOS build uses the Apple GPU through MPS and shares the unified memory with the CPU; the GPU options below only show what a Linux machine would take.</source>
        <translation>macOS 不支援 CUDA，因此不選 NVIDIA GPU：方案在這臺 Mac 上執行，PyTorch 的 macOS 版透過 MPS 使用 Apple GPU，並與 CPU 共享統一記憶體；下方的 GPU 選項僅展示 Linux 機器的需求。</translation>
    </message>
    <message>
        <source>macOS runs no CUDA, so no NVIDIA GPU is chosen: the plan runs on the Mac&apos;s CPU; the GPU options below only show what a Linux machine would take.</source>
        <translation>macOS 不支援 CUDA，因此不選 NVIDIA GPU：方案在這臺 Mac 的 CPU 上執行；下方的 GPU 選項僅展示 Linux 機器的需求。</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it is on this machine</source>
        <translation>{total} × {name}（{strategy}），因為它就在本機上</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it was asked for</source>
        <translation>{total} × {name}（{strategy}），因為這是指定的 GPU</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it gives the most delivered compute per dollar among GPUs that fit</source>
        <translation>{total} × {name}（{strategy}），因為在放得下的 GPU 中它每美元提供的有效算力最多</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because no GPU with both a catalog price and a speed figure fits the request; its price is unknown, so it is not compared per dollar</source>
        <translation>{total} × {name}（{strategy}），因為沒有既有目錄價格又有速度資料的 GPU 能滿足請求；其價格未知，因此不做每美元比較</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it is the cheapest GPU that fits the ${budget_usd:,.0f} budget, rented: about ${rent_usd:,.0f} for the run at on-demand list prices</source>
        <translation>{total} 張 {name}（{strategy}），因為它是在 ${budget_usd:,.0f} 預算內最便宜的合適 GPU（租用）：隨需牌價下本次執行約 ${rent_usd:,.0f}</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it is the cheapest GPU that fits the ${budget_usd:,.0f} budget, rented: about ${rent_usd:,.0f} per month at on-demand list prices</source>
        <translation>{total} 張 {name}（{strategy}），因為它是在 ${budget_usd:,.0f} 預算內最便宜的合適 GPU（租用）：隨需牌價下每月約 ${rent_usd:,.0f}</translation>
    </message>
    <message>
        <source>Buying, ranked by value per dollar of purchase price, more GPUs than asked for or a build with a caveat last: {total} × {name} first at ${usd:,.0f} ({price_kind}, catalog price)</source>
        <translation>購買依每美元購買價格的價值排序，GPU 數量多於所需或有附註的配置排在最後：{total} 張 {name} 排第一，價格 ${usd:,.0f}（{price_kind}，目錄價格）</translation>
    </message>
    <message>
        <source> x {nodes} node</source>
        <translation> x {nodes} 個節點</translation>
    </message>
    <message>
        <source> x {nodes} nodes</source>
        <translation> x {nodes} 個節點</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPU x {nodes} nodes</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {nodes} 個節點、每節點 {count} 個 GPU 上，每個 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPUs x {nodes} nodes</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {nodes} 個節點、每節點 {count} 個 GPU 上，每個 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPU</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {count} 個 GPU 上，每個 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPUs</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {count} 個 GPU 上，每個 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>the memory size of {name} is unknown</source>
        <translation>{name} 的顯示記憶體容量未知</translation>
    </message>
    <message>
        <source>no bfloat16 support (needs compute capability {min_cc} or newer)</source>
        <translation>不支援 bfloat16（需要運算能力 {min_cc} 或更高）</translation>
    </message>
    <message>
        <source>no FP8 tensor cores (needs compute capability {min_cc} or newer)</source>
        <translation>沒有 FP8 張量核心（需要運算能力 {min_cc} 或更高）</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s in all from {replicas} copies of the model, each serving {requests} concurrent requests on {total_gpus} GPU ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解碼每一步都要讀取一遍權重和 KV 快取：每個請求最多約 {per_request_tokens_per_s:,.0f} token/s；{replicas} 份模型副本合計最多約 {tokens_per_s:,.0f} token/s，每份在 {total_gpus} 張 GPU（每張 {bandwidth_gbs:g} GB/s）上服務 {requests} 個並行請求。</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s in all from {replicas} copies of the model, each serving {requests} concurrent requests on {total_gpus} GPUs ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解碼每一步都要讀取一遍權重和 KV 快取：每個請求最多約 {per_request_tokens_per_s:,.0f} token/s；{replicas} 份模型副本合計最多約 {tokens_per_s:,.0f} token/s，每份在 {total_gpus} 張 GPU（每張 {bandwidth_gbs:g} GB/s）上服務 {requests} 個並行請求。</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests on {total_gpus} GPU ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解碼每步讀取一次權重和 KV 快取：在 {total_gpus} 個 GPU（每個 {bandwidth_gbs:g} GB/s）上，每個請求最多約 {per_request_tokens_per_s:,.0f} 詞元/秒，{requests} 個並行請求合計 {tokens_per_s:,.0f} 詞元/秒。</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests on {total_gpus} GPUs ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解碼每步讀取一次權重和 KV 快取：在 {total_gpus} 個 GPU（每個 {bandwidth_gbs:g} GB/s）上，每個請求最多約 {per_request_tokens_per_s:,.0f} 詞元/秒，{requests} 個並行請求合計 {tokens_per_s:,.0f} 詞元/秒。</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because, of the GPUs that fit on the fewest cards, it is the cheapest to rent: about ${rent_usd:,.0f} for the run at on-demand list prices (its purchase price is not in the catalog)</source>
        <translation>{total} 張 {name}（{strategy}），因為在用最少卡數即可容納的 GPU 中，它租用最便宜：隨需牌價下本次執行約 ${rent_usd:,.0f}（目錄中沒有它的購買價格）</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because, of the GPUs that fit on the fewest cards, it is the cheapest to rent: about ${rent_usd:,.0f} per month at on-demand list prices (its purchase price is not in the catalog)</source>
        <translation>{total} 張 {name}（{strategy}），因為在用最少卡數即可容納的 GPU 中，它租用最便宜：隨需牌價下每月約 ${rent_usd:,.0f}（目錄中沒有它的購買價格）</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it gives the most decode tokens per second per dollar among GPUs that fit with the KV cache (serving is memory-bandwidth-bound)</source>
        <translation>選 {total} × {name}（{strategy}），因為在連同 KV 快取都放得下的 GPU 中，它每美元的解碼 token/s 最高（服務受顯示記憶體頻寬限制）</translation>
    </message>
    <message>
        <source>; among GPUs without a price, the fewest GPUs drawing the least board power</source>
        <translation>；在沒有價格的 GPU 中，選 GPU 數最少、板卡功耗最低的</translation>
    </message>
    <message>
        <source>; among GPUs without a price, the fewest GPUs with the fastest decoding per GPU</source>
        <translation>；在沒有價格的 GPU 中，選 GPU 數最少、單卡解碼最快的</translation>
    </message>
    <message>
        <source>; about {est_hours:,.1f} hours</source>
        <translation>；約 {est_hours:,.1f} 小時</translation>
    </message>
    <message>
        <source>; GPUs cost about ${est_cost_usd:,.0f} at catalog price</source>
        <translation>；GPU 按目錄價約 ${est_cost_usd:,.0f}</translation>
    </message>
    <message>
        <source>. Serving value is decode tokens/s per $1000 of GPUs at the catalog price.</source>
        <translation>。服務性價比為按目錄價格每 1000 美元 GPU 的解碼 token/s。</translation>
    </message>
    <message>
        <source>. Perf per dollar is delivered TFLOPS per $1000 of GPUs.</source>
        <translation>。每美元效能指每 1000 美元 GPU 的有效 TFLOPS。</translation>
    </message>
    <message>
        <source>{requested} was asked for but is not in the GPU catalog; {chosen} is planned instead.</source>
        <translation>工作負載指定了 {requested}，但它不在 GPU 目錄中；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but cannot run this workload in {precision} (see its option for why); {chosen} is planned instead.</source>
        <translation>工作負載指定了 {requested}，但它無法以 {precision} 執行此工作負載（原因見其選項）；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but cannot be bought or hosted for this plan (see its option for why); {chosen} is planned instead.</source>
        <translation>工作負載指定了 {requested}，但本方案無法購買或託管它（原因見其選項）；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>Memory per GPU is for the layout the hardware step planned, {strategy} on {count} GPU</source>
        <translation>每塊 GPU 的顯存按硬體步驟規劃的佈局計算，即 {strategy}，{count} 塊 GPU</translation>
    </message>
    <message>
        <source> Options with more GPUs than the {asked} asked for come after the others, however cheap: their time assumes the run scales perfectly over every GPU.</source>
        <translation> GPU 數量多於所需 {asked} 張的選項排在其他選項之後，無論多便宜：它們的用時假定任務在每張 GPU 上都能完美擴展。</translation>
    </message>
    <message>
        <source>Memory per GPU is for the layout the hardware step planned, {strategy} on {count} GPUs</source>
        <translation>每塊 GPU 的顯存按硬體步驟規劃的佈局計算，即 {strategy}，{count} 塊 GPU</translation>
    </message>
    <message>
        <source>: {need_gib:.1f} GiB per GPU ({described_need_gib:.1f} GiB as the workload describes it).</source>
        <translation>：每塊 GPU {need_gib:.1f} GiB（按工作負載原本的描述為 {described_need_gib:.1f} GiB）。</translation>
    </message>
    <message>
        <source>{requested} was asked for but dlconfig does not yet plan GPUs made by {vendor} as hardware (dlconfig-cli stack --gpu gives their software stack); {chosen} is planned instead.</source>
        <translation>您指定了 {requested}，但 dlconfig 尚未將 {vendor} 生產的 GPU 作為硬體來規劃（dlconfig-cli stack --gpu 可提供其軟體堆疊）；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but does not hold this workload even on {count} GPU ({need_gib:.1f} GiB per GPU needed); {chosen} is planned instead.</source>
        <translation>工作負載指定了 {requested}，但即使用 {count} 塊 GPU 也放不下此工作負載（每塊 GPU 需要 {need_gib:.1f} GiB）；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but does not hold this workload even on {count} GPUs ({need_gib:.1f} GiB per GPU needed); {chosen} is planned instead.</source>
        <translation>工作負載指定了 {requested}，但即使用 {count} 塊 GPU 也放不下此工作負載（每塊 GPU 需要 {need_gib:.1f} GiB）；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>As described ({asked_gpus} GPU per node</source>
        <translation>按描述（每節點 {asked_gpus} 塊 GPU</translation>
    </message>
    <message>
        <source>As described ({asked_gpus} GPUs per node</source>
        <translation>按描述（每節點 {asked_gpus} 塊 GPU</translation>
    </message>
    <message>
        <source> x {asked_nodes} node</source>
        <translation> x {asked_nodes} 個節點</translation>
    </message>
    <message>
        <source> x {asked_nodes} nodes</source>
        <translation> x {asked_nodes} 個節點</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on the attention projections (q, k, v, o) trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.</source>
        <translation>在注意力投影層（q、k、v、o）上使用秩為 {rank} 的 LoRA，訓練 {trainable_m:.1f}M 個參數；只有它們帶有梯度和最佳化器狀態。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on {modules} trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.</source>
        <translation>在 {modules} 上使用秩為 {rank} 的 LoRA，訓練 {trainable_m:.1f}M 個參數；只有它們帶有梯度和最佳化器狀態。</translation>
    </message>
    <message>
        <source>A denoising step holds {attention_gib:.2f} GiB of attention scores at the UNet&apos;s first attention level ({heads} heads, a conditional and an unconditional copy of each of {images} images; none when attention runs through SDPA, diffusers&apos; default), and the VAE then decodes all {images} images of {image_size} px at once ({vae_gib:.2f} GiB); the larger of the two is counted.</source>
        <translation>一個去噪步驟在 UNet 的第一個注意力層保存 {attention_gib:.2f} GiB 的注意力分數（{heads} 個頭，{images} 張影像各有一份有條件和一份無條件的副本；注意力經由 SDPA（diffusers 的預設）計算時為零），隨後 VAE 一次解碼全部 {images} 張 {image_size} 像素的影像（{vae_gib:.2f} GiB）；計入兩者中較大的一個。</translation>
    </message>
    <message>
        <source>The pipeline&apos;s text encoders and VAE ({params_b:.3g}B parameters, {gib:.2f} GiB) stay on the GPU beside the UNet and are counted with the weights.</source>
        <translation>管線的文字編碼器和 VAE（{params_b:.3g}B 個參數，{gib:.2f} GiB）與 UNet 一起留在 GPU 上，計入權重。</translation>
    </message>
    <message>
        <source>The encoder&apos;s {encoder_layers} blocks see {audio} audio positions; the decoder&apos;s {decoder_layers} blocks see {labels} label tokens ({field}, at most the decoder&apos;s positions), each keeping its cross-attention&apos;s keys and values over the audio, and the logits cover the labels only.</source>
        <translation>編碼器的 {encoder_layers} 個模組處理 {audio} 個音訊位置；解碼器的 {decoder_layers} 個模組處理 {labels} 個標籤 token（{field}，最多為解碼器的位置數），每個模組都保留交叉注意力在音訊上的鍵與值，logits 只涵蓋標籤。</translation>
    </message>
    <message>
        <source>Sharded or offloaded weights are gathered onto each GPU a layer at a time, the one at work and the one prefetched ({layers} layers, {gib:g} GiB of full weights).</source>
        <translation>分片或卸載的權重每次只有一層被收集到每張 GPU 上：正在計算的一層與預取的一層（{layers} 層，完整權重 {gib:g} GiB）。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 with overlap_comm keeps 4.5 times its reduce bucket and a prefetch bucket (the bundle&apos;s ds_config: reduce_bucket_size auto = hidden², stage3_prefetch_bucket_size auto = 0.9·hidden² values): {gib:g} GiB per GPU.</source>
        <translation>開啟 overlap_comm 的 DeepSpeed ZeRO-3 會保留 4.5 倍的 reduce 桶與一個預取桶（方案包的 ds_config：reduce_bucket_size auto = hidden²，stage3_prefetch_bucket_size auto = 0.9·hidden² 個值）：每張 GPU {gib:g} GiB。</translation>
    </message>
    <message>
        <source>DeepSpeed {stage} with overlap_comm keeps 4.5 times its reduce and allgather buckets (the bundle&apos;s ds_config: reduce_bucket_size auto = hidden², allgather at DeepSpeed&apos;s 5e8 values): {gib:g} GiB per GPU.</source>
        <translation>開啟 overlap_comm 的 DeepSpeed {stage} 會保留 4.5 倍的 reduce 桶與 allgather 桶（方案包的 ds_config：reduce_bucket_size auto = hidden²，allgather 為 DeepSpeed 預設的 5e8 個值）：每張 GPU {gib:g} GiB。</translation>
    </message>
    <message>
        <source>{linear_layers} of the {layers} layers use linear attention: each keeps a fixed state of {state_mib} MiB per request instead of a cache that grows with the tokens.</source>
        <translation>{layers} 層中有 {linear_layers} 層使用線性注意力：每層每個請求保留 {state_mib} MiB 的固定狀態，而不是隨詞元增長的快取。</translation>
    </message>
    <message>
        <source>Tokens estimated from the dataset size at about {bytes_per_token:g} bytes of English text per token; give {tokens_field} for an exact count.</source>
        <translation>詞元數按資料集大小估算，英文文字約每詞元 {bytes_per_token:g} 位元組；給出 {tokens_field} 可得精確數。</translation>
    </message>
    <message>
        <source>Time assumes {mfu:.0%} model FLOPs utilisation, as convolutional nets reach: NVIDIA&apos;s ResNet-50 recipe trains at 19% of an A100&apos;s and 24% of a V100&apos;s dense 16-bit peak in mixed precision. Set mfu to plan with another figure.</source>
        <translation>時間按 {mfu:.0%} 的模型 FLOPs 使用率估算，這是卷積網路能達到的水準：NVIDIA 的 ResNet-50 訓練方案在混合精度下達到 A100 稠密 16 位元峰值的 19%、V100 的 24%。設定 mfu 可按其他數值規劃。</translation>
    </message>
    <message>
        <source>AMD GPUs compete only when the workload names one (gpu: {gpu}), on PyTorch&apos;s ROCm builds</source>
        <translation>只有工作負載指定 AMD GPU（gpu: {gpu}）時，AMD GPU 才參與比較，並使用 PyTorch 的 ROCm 建置</translation>
    </message>
    <message>
        <source>AMD GPUs are planned with PyTorch&apos;s ROCm builds on Linux only, not {framework} on {target}</source>
        <translation>AMD GPU 只按 Linux 上 PyTorch 的 ROCm 建置規劃，不支援 {target} 上的 {framework}</translation>
    </message>
    <message>
        <source>{library} ships its own GPU kernels and its makers do not support ROCm, so it cannot run on AMD GPUs</source>
        <translation>{library} 自帶 GPU 核心，而其開發者不支援 ROCm，因此無法在 AMD GPU 上執行</translation>
    </message>
    <message>
        <source>{library} ships its own GPU kernels and no ROCm support for it is on record, so it is not planned on AMD GPUs</source>
        <translation>{library} 自帶 GPU 核心，且沒有記錄表明它支援 ROCm，因此不在 AMD GPU 上規劃</translation>
    </message>
    <message>
        <source>{library} runs on AMD GPUs: its makers&apos; installation guide supports ROCm.</source>
        <translation>{library} 可在 AMD GPU 上執行：其開發者的安裝指南支援 ROCm。</translation>
    </message>
    <message>
        <source>{name} comes only in {system} servers of {unit_gpus} GPUs, so a node holds at most {unit_gpus}; the workload asks for {asked_gpus} per node</source>
        <translation>{name} 只隨 {system} 伺服器出售，每台 {unit_gpus} 張 GPU，因此一個節點最多 {unit_gpus} 張；工作負載要求每節點 {asked_gpus} 張</translation>
    </message>
    <message>
        <source>. Smallest change: gpus: {fix_gpus}, nodes: {fix_nodes}.</source>
        <translation>。最小變更：gpus: {fix_gpus}，nodes: {fix_nodes}。</translation>
    </message>
    <message>
        <source>{name} is sold only in servers of {unit_gpus} GPUs, never as one card: offered as {count} × {name}.</source>
        <translation>{name} 只隨伺服器（每台 {unit_gpus} 張 GPU）銷售，不單賣：按 {count} × {name} 提供。</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the GPU you asked for, at its best place and price under the plan&apos;s objective</source>
        <translation>{total} × {name}（{strategy}）：您指定的 GPU，按方案目標選出其最佳地點和價格</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the candidate you picked</source>
        <translation>{total} × {name}（{strategy}）：您選定的候選項</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): this machine holds the workload</source>
        <translation>{total} × {name}（{strategy}）：本機可以承載該工作負載</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the GPUs you own hold the workload</source>
        <translation>{total} × {name}（{strategy}）：您自有的 GPU 可以承載該工作負載</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): your Slurm cluster&apos;s GPUs hold the workload</source>
        <translation>{total} × {name}（{strategy}）：您的 Slurm 叢集的 GPU 能容納此工作負載</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the best of every GPU, count and place weighed together under the plan&apos;s objective</source>
        <translation>{total} × {name}（{strategy}）：在方案目標下綜合權衡所有 GPU、數量和地點後的最佳項</translation>
    </message>
    <message>
        <source>; about {hours:,.1f} hours a run</source>
        <translation>；每次執行約 {hours:,.1f} 小時</translation>
    </message>
    <message>
        <source>{requested} was asked for but the workload needs {library}, which has no ROCm support on record for AMD GPUs; {chosen} is planned instead.</source>
        <translation>工作負載指定了 {requested}，但它需要 {library}，而沒有記錄表明 {library} 在 AMD GPU 上支援 ROCm；改為規劃 {chosen}。</translation>
    </message>
    <message>
        <source>Planned as asked with {asked_gpus} GPUs per node</source>
        <translation>已按要求規劃為每節點 {asked_gpus} 張 GPU</translation>
    </message>
    <message>
        <source>, but no server in the GPU catalog holds more than {unit_gpus} GPUs ({system}): check that a server takes {asked_gpus} × {chosen} before buying. Smallest change: gpus: {fix_gpus}, nodes: {fix_nodes}.</source>
        <translation>，但 GPU 目錄中沒有哪台伺服器能裝超過 {unit_gpus} 張 GPU（{system}）：購買前請確認有伺服器能裝 {asked_gpus} 張 {chosen}。最小變更：gpus: {fix_gpus}，nodes: {fix_nodes}。</translation>
    </message>
    <message>
        <source>, sharding {asked_sharding}), {name} would need {described_need_gib:.1f} GiB per GPU of its {vram_gib:g} GiB; planned instead as {strategy} on {count} GPU</source>
        <translation>，分片 {asked_sharding}），{name} 每塊 GPU 需要 {described_need_gib:.1f} GiB，而它只有 {vram_gib:g} GiB；改為規劃 {strategy}，{count} 塊 GPU</translation>
    </message>
    <message>
        <source>, sharding {asked_sharding}), {name} would need {described_need_gib:.1f} GiB per GPU of its {vram_gib:g} GiB; planned instead as {strategy} on {count} GPUs</source>
        <translation>，分片 {asked_sharding}），{name} 每塊 GPU 需要 {described_need_gib:.1f} GiB，而它只有 {vram_gib:g} GiB；改為規劃 {strategy}，{count} 塊 GPU</translation>
    </message>
    <message>
        <source> at {need_gib:.1f} GiB per GPU.</source>
        <translation>，每塊 GPU {need_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>{gpus} GPU would train for about {days:,.0f} days; about {gpus_for_30_days} would finish in 30 days (time falls about linearly with data-parallel GPUs).</source>
        <translation>{gpus} 個 GPU 約需訓練 {days:,.0f} 天；約 {gpus_for_30_days} 個可在 30 天內完成（時間隨資料並行 GPU 數大致線性下降）。</translation>
    </message>
    <message>
        <source>{gpus} GPUs would train for about {days:,.0f} days; about {gpus_for_30_days} would finish in 30 days (time falls about linearly with data-parallel GPUs).</source>
        <translation>{gpus} 個 GPU 約需訓練 {days:,.0f} 天；約 {gpus_for_30_days} 個可在 30 天內完成（時間隨資料並行 GPU 數大致線性下降）。</translation>
    </message>
    <message>
        <source>{workers_per_gpu} data-loader workers per GPU (decoding and augmenting media) plus {main_cores} cores for the training processes: {cores} cores.</source>
        <translation>每個 GPU {workers_per_gpu} 個資料載入程序（解碼和增強媒體資料），另加 {main_cores} 個核心給訓練程序：共 {cores} 個核心。</translation>
    </message>
    <message>
        <source>{workers_per_gpu} data-loader workers per GPU (tokenised text) plus {main_cores} cores for the training processes: {cores} cores.</source>
        <translation>每個 GPU {workers_per_gpu} 個資料載入程序（已分詞文字），另加 {main_cores} 個核心給訓練程序：共 {cores} 個核心。</translation>
    </message>
    <message>
        <source>RAM: at least {floor_gb} GB for large language or vision work, and enough for loading the checkpoint, the dataset cache and {pinned_gb:g} GB of pinned staging buffers: {ram_gb:g} GB.</source>
        <translation>記憶體：大型語言或視覺任務至少 {floor_gb} GB，並足以載入檢查點、資料集快取和 {pinned_gb:g} GB 鎖頁暫存緩衝區：{ram_gb:g} GB。</translation>
    </message>
    <message>
        <source>RAM: at least {floor_gb} GB for most models, and enough for loading the checkpoint, the dataset cache and {pinned_gb:g} GB of pinned staging buffers: {ram_gb:g} GB.</source>
        <translation>記憶體：多數模型至少 {floor_gb} GB，並足以載入檢查點、資料集快取和 {pinned_gb:g} GB 鎖頁暫存緩衝區：{ram_gb:g} GB。</translation>
    </message>
    <message>
        <source>NVMe for the hot training data and checkpoints, {storage_gb:g} GB; HDD only for cold copies and archives.</source>
        <translation>熱訓練資料和檢查點放在 NVMe 上，{storage_gb:g} GB；機械硬碟只用於冷備份和歸檔。</translation>
    </message>
    <message>
        <source>SSD or NVMe for the model files, {storage_gb:g} GB.</source>
        <translation>模型檔案放在 SSD 或 NVMe 上，{storage_gb:g} GB。</translation>
    </message>
    <message>
        <source>Interconnect: {interconnect}.</source>
        <translation>互連：{interconnect}。</translation>
    </message>
    <message>
        <source>{framework} {version}: already installed on this machine and it fits every constraint</source>
        <translation>{framework} {version}：本機已安裝，且滿足所有約束</translation>
    </message>
    <message>
        <source>{framework} {version}: the newest release that fits every constraint</source>
        <translation>{framework} {version}：滿足所有約束的最新版本</translation>
    </message>
    <message>
        <source>Install the {variant} build (CUDA runtime bundled in the wheels) from {index_url}.</source>
        <translation>從 {index_url} 安裝 {variant} 版本（wheel 中已包含 CUDA 執行時）。</translation>
    </message>
    <message>
        <source>Install the {variant} build (CUDA runtime bundled in the wheels) from PyPI.</source>
        <translation>從 PyPI 安裝 {variant} 版本（wheel 中已包含 CUDA 執行時）。</translation>
    </message>
    <message>
        <source>Install the {variant} build for AMD GPUs from {index_url}.</source>
        <translation>從 {index_url} 安裝面向 AMD GPU 的 {variant} 版本。</translation>
    </message>
    <message>
        <source>Install the {variant} build for Intel GPUs from {index_url}.</source>
        <translation>從 {index_url} 安裝面向 Intel GPU 的 {variant} 版本。</translation>
    </message>
    <message>
        <source>Install the CPU-only build from {index_url}.</source>
        <translation>從 {index_url} 安裝僅 CPU 版本。</translation>
    </message>
    <message>
        <source>Install the CPU-only build from PyPI.</source>
        <translation>從 PyPI 安裝僅 CPU 版本。</translation>
    </message>
    <message>
        <source>Install the PyPI build, which uses the Apple GPU through MPS from PyPI.</source>
        <translation>從 PyPI 安裝 PyPI 版本，它透過 MPS 使用 Apple GPU。</translation>
    </message>
    <message>
        <source>Install the PyPI build, which uses the Apple GPU through MPS from {index_url}.</source>
        <translation>從 {index_url} 安裝 PyPI 版本，它透過 MPS 使用 Apple GPU。</translation>
    </message>
    <message>
        <source>TensorFlow runs on the CPU here: it has no official GPU support on macOS.</source>
        <translation>TensorFlow 在此僅用 CPU 執行：它在 macOS 上沒有官方 GPU 支援。</translation>
    </message>
    <message>
        <source>CPU-only TensorFlow: no NVIDIA GPU in this plan.</source>
        <translation>僅 CPU 的 TensorFlow：此方案中沒有 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>pip installs the CUDA and cuDNN libraries with tensorflow[and-cuda].</source>
        <translation>pip 透過 tensorflow[and-cuda] 安裝 CUDA 和 cuDNN 函式庫。</translation>
    </message>
    <message>
        <source>This release expects CUDA {cuda} and cuDNN {cudnn} installed on the system (on native Windows: conda-forge cudatoolkit and cudnn).</source>
        <translation>此版本要求系統中已安裝 CUDA {cuda} 和 cuDNN {cudnn}（原生 Windows 上使用 conda-forge 的 cudatoolkit 和 cudnn）。</translation>
    </message>
    <message>
        <source>Linux: AMD&apos;s GPU driver (amdgpu) with the ROCm build of the framework&apos;s wheels.</source>
        <translation>Linux：AMD 的 GPU 驅動程式（amdgpu），搭配框架 wheel 的 ROCm 建置。</translation>
    </message>
    <message>
        <source>Linux: Intel&apos;s GPU driver with its Level Zero runtime, and the XPU build of the framework&apos;s wheels.</source>
        <translation>Linux：Intel 的 GPU 驅動程式及其 Level Zero 執行環境，搭配框架 wheel 的 XPU 建置。</translation>
    </message>
    <message>
        <source>Windows: Intel&apos;s GPU driver with its Level Zero runtime, and the XPU build of the framework&apos;s wheels.</source>
        <translation>Windows：Intel 的 GPU 驅動程式及其 Level Zero 執行環境，搭配框架 wheel 的 XPU 建置。</translation>
    </message>
    <message>
        <source>Linux: native NVIDIA driver and wheels.</source>
        <translation>Linux：原生 NVIDIA 驅動和 wheel。</translation>
    </message>
    <message>
        <source>WSL2: a Linux environment on Windows that uses the Windows driver.</source>
        <translation>WSL2：Windows 上使用 Windows 驅動的 Linux 環境。</translation>
    </message>
    <message>
        <source>Native Windows wheels.</source>
        <translation>原生 Windows wheel。</translation>
    </message>
    <message>
        <source>macOS on Apple silicon.</source>
        <translation>Apple 晶片上的 macOS。</translation>
    </message>
    <message>
        <source>{name}: the newest LTS release recorded for this target</source>
        <translation>{name}：此目標平臺已記錄的最新 LTS 版本</translation>
    </message>
    <message>
        <source>{name}: the newest release recorded for this target</source>
        <translation>{name}：此目標平臺已記錄的最新版本</translation>
    </message>
    <message>
        <source>, standard support until {support_until}</source>
        <translation>，標準支援至 {support_until}</translation>
    </message>
    <message>
        <source>CUDA {cuda_major}.x builds run on Windows NVIDIA driver &gt;= {driver_min} (minor-version compatibility)</source>
        <translation>CUDA {cuda_major}.x 版本可在 Windows NVIDIA 驅動 &gt;= {driver_min} 上執行（次版本相容）</translation>
    </message>
    <message>
        <source>CUDA {cuda_major}.x builds run on NVIDIA driver &gt;= {driver_min} (minor-version compatibility)</source>
        <translation>CUDA {cuda_major}.x 版本可在 NVIDIA 驅動 &gt;= {driver_min} 上執行（次版本相容）</translation>
    </message>
    <message>
        <source>; installed {installed}</source>
        <translation>；已安裝 {installed}</translation>
    </message>
    <message>
        <source>On {os}, the newest recorded NVIDIA driver branch for the {gpu} is R{branch}: the stack&apos;s CUDA runs on it.</source>
        <translation>在 {os} 上，已記錄的適用於 {gpu} 的最新 NVIDIA 驅動程式分支是 R{branch}：此軟體堆疊的 CUDA 可在其上執行。</translation>
    </message>
    <message>
        <source>CUDA {cuda} comes with the framework&apos;s wheels; no system toolkit is needed to run it.</source>
        <translation>CUDA {cuda} 隨框架的 wheel 提供；執行時無需系統級工具包。</translation>
    </message>
    <message>
        <source>CUDA {cuda} is the toolkit this release was built and tested with.</source>
        <translation>CUDA {cuda} 是此版本建置和測試所用的工具包。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the Apple GPU (MPS).</source>
        <translation>無 CUDA：此環境在 Apple GPU（MPS）上執行。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the AMD GPU through ROCm {rocm}, which comes with the framework&apos;s ROCm wheels.</source>
        <translation>不使用 CUDA：此技術堆疊透過 ROCm {rocm} 在 AMD GPU 上執行，ROCm 隨框架的 ROCm wheel 一併提供。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the Intel GPU through the framework&apos;s XPU build; besides its wheels it needs only Intel&apos;s GPU driver.</source>
        <translation>不使用 CUDA：此技術堆疊透過框架的 XPU 建置在 Intel GPU 上執行；除其 wheel 外，只需要 Intel 的 GPU 驅動程式。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the CPU.</source>
        <translation>無 CUDA：此環境在 CPU 上執行。</translation>
    </message>
    <message>
        <source>cuDNN {cudnn} is the version this build was made with.</source>
        <translation>cuDNN {cudnn} 是此版本建置時所用的版本。</translation>
    </message>
    <message>
        <source>{name} (compute capability {compute_capability}): {variant} ships sm_{sm}-compatible kernels.</source>
        <translation>{name}（計算能力 {compute_capability}）：{variant} 帶有相容 sm_{sm} 的核心。</translation>
    </message>
    <message>
        <source>{name} (compute capability {compute_capability}): {variant} ships PTX for {ptx} that compiles for the GPU.</source>
        <translation>{name}（計算能力 {compute_capability}）：{variant} 帶有 {ptx} 的 PTX，可為此 GPU 編譯。</translation>
    </message>
    <message>
        <source>{name} (compute capability {compute_capability}): {variant} arch list not recorded; CUDA {cuda} covers {oldest} to {newest}.</source>
        <translation>{name}（計算能力 {compute_capability}）：{variant} 的架構列表未記錄；CUDA {cuda} 支援 {oldest} 到 {newest}。</translation>
    </message>
    <message>
        <source>Python {python}: the Python you asked for</source>
        <translation>Python {python}：你指定的 Python</translation>
    </message>
    <message>
        <source>Python {python}: the Python already on this machine</source>
        <translation>Python {python}：本機已有的 Python</translation>
    </message>
    <message>
        <source>Python {python}: the newest mature Python the release supports</source>
        <translation>Python {python}：此版本支援的最新成熟 Python</translation>
    </message>
    <message>
        <source>; warning: past its end of life ({end_of_life}), no security fixes; {framework} {version} supports nothing newer</source>
        <translation>；警告：已於 {end_of_life} 停止支援，不再有安全修復；{framework} {version} 不支援更新的版本</translation>
    </message>
    <message>
        <source>, supported until {end_of_life}</source>
        <translation>，支援至 {end_of_life}</translation>
    </message>
    <message>
        <source>venv: python -m venv, then pip install -r requirements.txt.</source>
        <translation>venv：先 python -m venv，再 pip install -r requirements.txt。</translation>
    </message>
    <message>
        <source>uv: uv venv, then uv pip install -r requirements.txt.</source>
        <translation>uv：先 uv venv，再 uv pip install -r requirements.txt。</translation>
    </message>
    <message>
        <source>conda: a conda environment for Python, packages installed with pip from the same requirement lines.</source>
        <translation>conda：用 conda 環境提供 Python，套件依相同的需求行以 pip 安裝。</translation>
    </message>
    <message>
        <source>pipenv: Pipenv with the index URLs as [[source]] entries.</source>
        <translation>pipenv：使用 Pipenv，索引 URL 寫成 [[source]] 條目。</translation>
    </message>
    <message>
        <source>NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin the digest after the first pull.</source>
        <translation>NVIDIA 會刪除已停止支援的 CUDA 版本的 nvidia/cuda 標籤；首次拉取後請固定映像檔摘要。</translation>
    </message>
    <message>
        <source>{gpu} is not the chosen {chosen} but holds the model too; its training hours use its own peak at the workload&apos;s precision.</source>
        <translation>{gpu} 不是所選的 {chosen}，但也放得下模型；其訓練時長按它自己在該工作負載精度下的峰值計算。</translation>
    </message>
    <message>
        <source>Colocation rack fee: ${usd:,.2f} a month (your figure), added to the monthly cost and, pro rata, to the run.</source>
        <translation>託管機櫃費：每月 ${usd:,.2f}（您填寫的數字），計入每月成本，並按時長比例計入本次執行。</translation>
    </message>
    <message>
        <source>Facility PUE {pue} is the published industry average; enter your facility&apos;s own figure if you know it.</source>
        <translation>機房 PUE {pue} 是公開的業界平均值；如知道您機房的實際數值，請填寫。</translation>
    </message>
    <message>
        <source>Colocation space and service fees are not recorded; only power is costed. Enter your rack fee to include it.</source>
        <translation>未記錄託管空間與服務費用，只計算了電費。填寫機櫃費即可將其計入。</translation>
    </message>
    <message>
        <source>Training GPU-hours come from the training FLOPs at {mfu_pct:g}% model FLOPs utilisation of each GPU&apos;s dense {precision} peak, as in the hardware step; a GPU without a {precision} figure has no time.</source>
        <translation>訓練 GPU 小時數按訓練 FLOPs、以每塊 GPU {precision} 稠密峰值的 {mfu_pct:g}% 模型 FLOPs 利用率計算，與硬體步驟相同；沒有 {precision} 資料的 GPU 不給出時間。</translation>
    </message>
    <message>
        <source>Spot runs count {spot_overhead_pct:g}% extra hours for interruptions and restarts; commitments bill their whole term; serving runs all month.</source>
        <translation>競價執行個體額外計入 {spot_overhead_pct:g}% 的時長用於中斷和重啟；承諾使用按整個期限計費；推理服務按整月執行計算。</translation>
    </message>
    <message>
        <source>Prices are list prices; the oldest was read on {oldest} ({age_days} days ago). Check the provider before you buy.</source>
        <translation>價格為公開牌價；最早的一筆讀取於 {oldest}（{age_days} 天前）。購買前請向供應商確認。</translation>
    </message>
    <message>
        <source>NVML could not be loaded.</source>
        <translation>無法載入 NVML。</translation>
    </message>
    <message>
        <source>{gpu} is installed but no NVIDIA driver answers: </source>
        <translation>已安裝 {gpu}，但沒有 NVIDIA 驅動程式回應：</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Windows driver for CUDA {cuda} that the plan uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驅動 {driver} 早於 {required}，即方案所用 CUDA {cuda} 所需的最低 Windows 驅動；CUDA 程式將無法啟動。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Linux driver for CUDA {cuda} that the plan uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驅動 {driver} 早於 {required}，即方案所用 CUDA {cuda} 所需的最低 Linux 驅動；CUDA 程式將無法啟動。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Windows driver for CUDA {cuda} that the installed torch {torch_version} uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驅動 {driver} 早於 {required}，即已安裝的 torch {torch_version} 所用 CUDA {cuda} 所需的最低 Windows 驅動；CUDA 程式將無法啟動。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Linux driver for CUDA {cuda} that the installed torch {torch_version} uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驅動 {driver} 早於 {required}，即已安裝的 torch {torch_version} 所用 CUDA {cuda} 所需的最低 Linux 驅動；CUDA 程式將無法啟動。</translation>
    </message>
    <message>
        <source>nvidia-smi shows &quot;CUDA Version: {driver_cuda}&quot;: that is the newest CUDA the driver can run, not an installed CUDA toolkit. </source>
        <translation>nvidia-smi 顯示“CUDA Version: {driver_cuda}”：這是驅動能執行的最新 CUDA，並不是已安裝的 CUDA 工具包。</translation>
    </message>
    <message>
        <source>No nvcc compiler was found, and this plan compiles CUDA code (custom kernels or extensions), which needs the toolkit.</source>
        <translation>未找到 nvcc 編譯器，而此方案要編譯 CUDA 程式碼（自定義核心或擴充套件），需要工具包。</translation>
    </message>
    <message>
        <source>The plan runs in containers, but neither docker nor podman was found.</source>
        <translation>方案在容器中執行，但未找到 docker 或 podman。</translation>
    </message>
    <message>
        <source>The plan&apos;s containers use GPUs, but the NVIDIA Container Toolkit (nvidia-ctk) is not installed, so `docker run --gpus` and Compose GPU reservations fail.</source>
        <translation>方案的容器要使用 GPU，但未安裝 NVIDIA Container Toolkit（nvidia-ctk），因此 `docker run --gpus` 和 Compose 的 GPU 預留都會失敗。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (it is a ROCm build for AMD GPUs, HIP {hip}), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支援 CUDA（它是針對 AMD GPU 的 ROCm 建置，HIP {hip}），因此無法使用本機的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (torch.version.cuda is None), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支援 CUDA（torch.version.cuda 為 None），因此無法使用本機的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (its version says +cpu), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支援 CUDA（其版本號標明 +cpu），因此無法使用本機的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (torch from PyPI is CPU-only on Windows), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支援 CUDA（在 Windows 上，PyPI 的 torch 只支援 CPU），因此無法使用本機的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support ({basis}), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支援 CUDA（{basis}），因此無法使用本機的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} ships GPU code for {shipped} only; the {gpu} is sm_{sm}, so CUDA calls fail with &quot;no kernel image is available&quot;.</source>
        <translation>torch {version} 只帶有 {shipped} 的 GPU 程式碼；{gpu} 是 sm_{sm}，因此 CUDA 呼叫會以“no kernel image is available”失敗。</translation>
    </message>
    <message>
        <source>torch {version} ships GPU code for other GPUs only; the {gpu} is sm_{sm}, so CUDA calls fail with &quot;no kernel image is available&quot;.</source>
        <translation>torch {version} 只帶有其他 GPU 的程式碼；{gpu} 是 sm_{sm}，因此 CUDA 呼叫會以“no kernel image is available”失敗。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU support on native Windows; it will run on the CPU only (the last release with Windows GPU support is {last_windows_gpu}).</source>
        <translation>TensorFlow {version} 在原生 Windows 上不支援 GPU，只會在 CPU 上執行（最後一個支援 Windows GPU 的版本是 {last_windows_gpu}）。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU support on native Windows; it will run on the CPU only.</source>
        <translation>TensorFlow {version} 在原生 Windows 上不支援 GPU，只會在 CPU 上執行。</translation>
    </message>
    <message>
        <source>This Python is {python}, but {framework} {framework_version} supports Python {python_min} to {python_max}; installing it here will fail or pick another version.</source>
        <translation>此 Python 為 {python}，但 {framework} {framework_version} 支援 Python {python_min} 到 {python_max}；在這裡安裝會失敗或選到其他版本。</translation>
    </message>
    <message>
        <source>This machine runs {name}, whose standard support ended on {ended}; it gets no regular security updates, and new CUDA and framework builds stop supporting it.</source>
        <translation>本機執行 {name}，其標準支援已於 {ended} 結束；不再有常規安全更新，新的 CUDA 和框架版本也不再支援它。</translation>
    </message>
    <message>
        <source>The plan uses {name}, whose standard support ended on {ended}; it gets no regular security updates, and new CUDA and framework builds stop supporting it.</source>
        <translation>方案使用 {name}，其標準支援已於 {ended} 結束；不再有常規安全更新，新的 CUDA 和框架版本也不再支援它。</translation>
    </message>
    <message>
        <source>{mountpoint} has {free_gb:,.0f} GB free, but the plan needs about {need_gb:,.0f} GB (data, checkpoints, environment and cache).</source>
        <translation>{mountpoint} 剩餘 {free_gb:,.0f} GB，但方案需要約 {need_gb:,.0f} GB（資料、檢查點、環境和快取）。</translation>
    </message>
    <message>
        <source>{path} is on a hard disk ({mountpoint}); random reads of many small files are slow enough to leave the GPU waiting.</source>
        <translation>{path} 位於機械硬碟上（{mountpoint}）；大量小檔案的隨機讀取慢到讓 GPU 空等。</translation>
    </message>
    <message>
        <source>{path} is saved as UTF-16, which WSL does not read: every setting in it is ignored.</source>
        <translation>{path} 以 UTF-16 儲存，WSL 無法讀取：其中所有設定都被忽略。</translation>
    </message>
    <message>
        <source>{path} starts with a UTF-8 byte-order mark, which can make WSL ignore its settings.</source>
        <translation>{path} 以 UTF-8 位元組順序標記（BOM）開頭，可能使 WSL 忽略其設定。</translation>
    </message>
    <message>
        <source>{path} is not valid UTF-8 text, so WSL may ignore it.</source>
        <translation>{path} 不是有效的 UTF-8 文字，WSL 可能會忽略它。</translation>
    </message>
    <message>
        <source>WSL2 gives Linux {cap_gib:.1f} GiB (memory={memory_text} in {path}), but the plan needs about {need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.</source>
        <translation>WSL2 只給 Linux {cap_gib:.1f} GiB（{path} 中的 memory={memory_text}），但方案需要約 {need_gib:.1f} GiB 記憶體；任務可能被終止或大量使用交換空間。</translation>
    </message>
    <message>
        <source>WSL2 gives Linux {cap_gib:.1f} GiB (the memory Linux sees in WSL2), but the plan needs about {need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.</source>
        <translation>WSL2 只給 Linux {cap_gib:.1f} GiB（WSL2 中 Linux 看到的記憶體），但方案需要約 {need_gib:.1f} GiB 記憶體；任務可能被終止或大量使用交換空間。</translation>
    </message>
    <message>
        <source>A Linux NVIDIA driver is installed inside WSL2 ({file_list}); it shadows the Windows driver&apos;s libraries in /usr/lib/wsl/lib and breaks CUDA.</source>
        <translation>WSL2 內安裝了 Linux 版 NVIDIA 驅動（{file_list}）；它會遮蔽 /usr/lib/wsl/lib 中 Windows 驅動的庫，使 CUDA 失效。</translation>
    </message>
    <message>
        <source>/usr/lib/wsl/lib, where WSL2 puts the Windows driver&apos;s libcuda, is neither in LD_LIBRARY_PATH nor in /etc/ld.so.conf.d, so CUDA programs cannot find the driver.</source>
        <translation>WSL2 存放 Windows 驅動 libcuda 的 /usr/lib/wsl/lib 既不在 LD_LIBRARY_PATH 中，也不在 /etc/ld.so.conf.d 中，因此 CUDA 程式找不到驅動。</translation>
    </message>
    <message>
        <source>{path} is on a Windows drive seen through /mnt (the 9P file server); reading training data from there is many times slower than from the Linux file system.</source>
        <translation>{path} 位於透過 /mnt（9P 檔案伺服器）存取的 Windows 磁碟上；從那裡讀取訓練資料比從 Linux 檔案系統慢很多倍。</translation>
    </message>
    <message>
        <source>The check {rule} could not run ({error}).</source>
        <translation>檢查 {rule} 無法執行（{error}）。</translation>
    </message>
    <message>
        <source>The plan targets {plan_target}, but this machine is {machine}; checks that compare the plan with this machine&apos;s drivers and Python were skipped.</source>
        <translation>方案的目標平臺是 {plan_target}，但本機是 {machine}；已跳過把方案與本機驅動和 Python 對比的檢查。</translation>
    </message>
    <message>
        <source>The disk read figure for {folder} may be inflated: direct I/O is not available on this file system; the page cache may inflate the read figures; the test file&apos;s cached pages could not be dropped.</source>
        <translation>{folder} 的磁碟讀取數據可能偏高：此檔案系統不支援直接 I/O，頁面快取可能使讀取數據偏高；測試檔案的快取頁也無法清除。</translation>
    </message>
    <message>
        <source>The disk read figure for {folder} may be inflated: direct I/O is not available on this file system; the page cache may inflate the read figures.</source>
        <translation>{folder} 的磁碟讀取數據可能偏高：此檔案系統不支援直接 I/O，頁面快取可能使讀取數據偏高。</translation>
    </message>
    <message>
        <source>The disk read figure for {folder} may be inflated: {notes}.</source>
        <translation>{folder} 的磁碟讀取資料可能偏高：{notes}。</translation>
    </message>
    <message>
        <source>No expected figure for the disk holding {folder}: its kind ({kind}) is not NVMe, SATA SSD or hard disk.</source>
        <translation>{folder} 所在磁碟沒有預期資料：其型別（{kind}）不是 NVMe、SATA SSD 或機械硬碟。</translation>
    </message>
    <message>
        <source>No expected figure for the disk holding {folder}: its kind (not detected) is not NVMe, SATA SSD or hard disk.</source>
        <translation>{folder} 所在磁碟沒有預期資料：其型別（未檢測到）不是 NVMe、SATA SSD 或機械硬碟。</translation>
    </message>
    <message>
        <source>{figure} measured {measured:g} {unit}, {percent:g}% of {expected:g} {unit} expected for {against}.</source>
        <translation>{figure} 實測 {measured:g} {unit}，為 {against} 預期 {expected:g} {unit} 的 {percent:g}%。</translation>
    </message>
    <message>
        <source>The dataset folder {path} cannot be read.</source>
        <translation>無法讀取資料集目錄 {path}。</translation>
    </message>
    <message>
        <source>The dataset folder {path} is on another disk than the measured folder {measured_folder}.</source>
        <translation>資料集目錄 {path} 與被測目錄 {measured_folder} 不在同一塊磁碟上。</translation>
    </message>
    <message>
        <source>The dataset folder {path} is on a disk reading {read_mb_s:,.0f} MB/s; an NVMe disk such as the {nvme_example} reads up to {nvme_mb_s:,.0f} MB/s, about {factor:,.0f}× faster.</source>
        <translation>資料集目錄 {path} 所在磁碟讀取速度為 {read_mb_s:,.0f} MB/s；NVMe 盤（如 {nvme_example}）可達 {nvme_mb_s:,.0f} MB/s，約快 {factor:,.0f} 倍。</translation>
    </message>
    <message>
        <source>The plan runs on {count} × {gpu}, but this machine has no NVIDIA GPU.</source>
        <translation>方案執行於 {count} × {gpu}，但本機沒有 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The plan runs on {count} × {gpu} in one node, but this machine has {have} NVIDIA GPU.</source>
        <translation>方案在一個節點上使用 {count} × {gpu}，但本機只有 {have} 張 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The plan runs on {count} × {gpu} in one node, but this machine has {have} NVIDIA GPUs.</source>
        <translation>方案在一個節點上使用 {count} × {gpu}，但本機只有 {have} 張 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The plan needs {need_gib:,.1f} GiB per GPU, but the largest GPU here has {have_gib:,.1f} GiB.</source>
        <translation>方案每張 GPU 需要 {need_gib:,.1f} GiB，但本機最大的 GPU 只有 {have_gib:,.1f} GiB。</translation>
    </message>
    <message>
        <source>This machine has {have_gib:,.1f} GiB of RAM ({have_gb:,.1f} GB); the plan asks for {need_gb:,.0f} GB.</source>
        <translation>本機記憶體為 {have_gib:,.1f} GiB（{have_gb:,.1f} GB）；方案要求 {need_gb:,.0f} GB。</translation>
    </message>
    <message>
        <source>This machine has {have} CPU cores; the plan asks for {need} (data loading and the main process).</source>
        <translation>本機有 {have} 個 CPU 核心；方案要求 {need} 個（資料載入和主程序）。</translation>
    </message>
    <message>
        <source>No disk here is known to be an NVMe or SSD drive with {need_gb:,.0f} GB free, as the plan asks for its training data (the most free on one disk: {free_gb:,.0f} GB).</source>
        <translation>本機沒有已知為 NVMe 或 SSD 且剩餘 {need_gb:,.0f} GB 的磁碟，而方案的訓練資料需要這樣的磁碟（單顆磁碟最多剩餘 {free_gb:,.0f} GB）。</translation>
    </message>
    <message>
        <source>No disk here has the {need_gb:,.0f} GB free that the plan asks for (the most free on one disk: {free_gb:,.0f} GB).</source>
        <translation>本機沒有剩餘 {need_gb:,.0f} GB 的磁碟，而方案需要這麼多（單顆磁碟最多剩餘 {free_gb:,.0f} GB）。</translation>
    </message>
    <message>
        <source>{framework} {installed} is installed, but the plan uses {version}; its CUDA build and the planned libraries are chosen for that version.</source>
        <translation>已安裝 {framework} {installed}，但方案使用 {version}；方案的 CUDA 建置和所列函式庫都是按該版本選擇的。</translation>
    </message>
    <message>
        <source>The plan uses {framework} {version}, which is not installed in this Python environment.</source>
        <translation>方案使用 {framework} {version}，但目前的 Python 環境中沒有安裝。</translation>
    </message>
    <message>
        <source>GPUs: {have} here, the plan uses {count} × {gpu}.</source>
        <translation>GPU：本機 {have} 張，方案使用 {count} × {gpu}。</translation>
    </message>
    <message>
        <source>GPU memory: {have_gib:,.1f} GiB here, the plan needs {need_gib:,.1f} GiB per GPU.</source>
        <translation>顯示記憶體：本機 {have_gib:,.1f} GiB，方案每張 GPU 需要 {need_gib:,.1f} GiB。</translation>
    </message>
    <message>
        <source>RAM: {have_gb:,.1f} GB here, the plan asks for {need_gb:,.0f} GB.</source>
        <translation>記憶體：本機 {have_gb:,.1f} GB，方案要求 {need_gb:,.0f} GB。</translation>
    </message>
    <message>
        <source>CPU cores: {have} here, the plan asks for {need}.</source>
        <translation>CPU 核心：本機 {have} 個，方案要求 {need} 個。</translation>
    </message>
    <message>
        <source>Disk: a drive with {need_gb:,.0f} GB free, as the plan asks.</source>
        <translation>磁碟：有一顆剩餘 {need_gb:,.0f} GB 的磁碟，符合方案要求。</translation>
    </message>
    <message>
        <source>Framework: {framework} {installed} is installed (the plan uses {version}).</source>
        <translation>框架：已安裝 {framework} {installed}（方案使用 {version}）。</translation>
    </message>
    <message>
        <source>Driver: {driver} here, the plan needs {driver_min} or newer.</source>
        <translation>驅動程式：本機為 {driver}，方案需要 {driver_min} 或更新版本。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU (on WSL2, install it on Windows, not inside Linux) and reboot; then run the doctor again.</source>
        <translation>為此 GPU 安裝 NVIDIA 驅動（WSL2 下請安裝在 Windows 上，而不是 Linux 內）並重啟；然後再次執行診斷。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {required} or newer on Windows (WSL2 uses the Windows driver), or choose a build for an older CUDA.</source>
        <translation>在 Windows 上把 NVIDIA 驅動更新到 {required} 或更新版本（WSL2 使用 Windows 驅動），或選擇面向較舊 CUDA 的版本。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {required} or newer, or choose a build for an older CUDA.</source>
        <translation>把 NVIDIA 驅動更新到 {required} 或更新版本，或選擇面向較舊 CUDA 的版本。</translation>
    </message>
    <message>
        <source>Install the CUDA toolkit {cuda} (NVIDIA&apos;s installer or package, conda&apos;s cuda-toolkit, or a -devel container image) and put its bin folder on PATH. The driver alone is enough to run prebuilt wheels.</source>
        <translation>安裝 CUDA 工具包 {cuda}（NVIDIA 的安裝程式或軟體包、conda 的 cuda-toolkit，或 -devel 容器映像），並把其 bin 目錄加入 PATH。只執行預編譯的 wheel 時有驅動就夠了。</translation>
    </message>
    <message>
        <source>Install the CUDA toolkit the planned CUDA (NVIDIA&apos;s installer or package, conda&apos;s cuda-toolkit, or a -devel container image) and put its bin folder on PATH. The driver alone is enough to run prebuilt wheels.</source>
        <translation>安裝方案所需版本的 CUDA 工具包（NVIDIA 的安裝程式或軟體包、conda 的 cuda-toolkit，或 -devel 容器映像），並把其 bin 目錄加入 PATH。只執行預編譯的 wheel 時有驅動就夠了。</translation>
    </message>
    <message>
        <source>Install Docker Engine (or Podman), then the NVIDIA Container Toolkit.</source>
        <translation>安裝 Docker Engine（或 Podman），再安裝 NVIDIA Container Toolkit。</translation>
    </message>
    <message>
        <source>Install the NVIDIA Container Toolkit, run `sudo nvidia-ctk runtime configure --runtime=docker` and restart Docker.</source>
        <translation>安裝 NVIDIA Container Toolkit，執行 `sudo nvidia-ctk runtime configure --runtime=docker` 並重啟 Docker。</translation>
    </message>
    <message>
        <source>Reinstall a CUDA build in this environment: {command}</source>
        <translation>在此環境中重新安裝支援 CUDA 的版本：{command}</translation>
    </message>
    <message>
        <source>Install torch {suggested} built for {suggested_variant}, which carries sm_{sm} code.</source>
        <translation>安裝面向 {suggested_variant} 建置的 torch {suggested}，它帶有 sm_{sm} 程式碼。</translation>
    </message>
    <message>
        <source>Install a torch build whose arch list includes sm_{sm}.</source>
        <translation>安裝架構列表包含 sm_{sm} 的 torch 版本。</translation>
    </message>
    <message>
        <source>Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there, or pin {pin} with CUDA {last_cuda} and cuDNN {last_cudnn} on Windows.</source>
        <translation>使用 WSL2（Ubuntu）並在其中安裝 tensorflow[and-cuda]，或在 Windows 上固定 {pin}，配合 CUDA {last_cuda} 和 cuDNN {last_cudnn}。</translation>
    </message>
    <message>
        <source>Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there.</source>
        <translation>使用 WSL2（Ubuntu）並在其中安裝 tensorflow[and-cuda]。</translation>
    </message>
    <message>
        <source>Create the environment with Python {plan_python} as the plan says (conda create -n NAME python=..., or uv venv --python ...).</source>
        <translation>按方案用 Python {plan_python} 建立環境（conda create -n NAME python=...，或 uv venv --python ...）。</translation>
    </message>
    <message>
        <source>Move to a supported LTS release (upgrade the OS, or use a newer base image).</source>
        <translation>遷移到仍受支援的 LTS 版本（升級作業系統，或使用更新的基礎映像）。</translation>
    </message>
    <message>
        <source>Free space, add a disk, or point the dataset and checkpoints at a larger drive.</source>
        <translation>清理空間、新增磁碟，或把資料集和檢查點放到更大的磁碟上。</translation>
    </message>
    <message>
        <source>Copy the dataset to an SSD or NVMe drive, or pack it into large shards (WebDataset, TFRecord) read sequentially.</source>
        <translation>把資料集複製到 SSD 或 NVMe 盤，或打包成按順序讀取的大分片（WebDataset、TFRecord）。</translation>
    </message>
    <message>
        <source>Save it again as UTF-8 without BOM (in Notepad: Save as, Encoding &apos;UTF-8&apos;), then run `wsl --shutdown`.</source>
        <translation>重新以不帶 BOM 的 UTF-8 儲存（記事本中：另存為，編碼選“UTF-8”），然後執行 `wsl --shutdown`。</translation>
    </message>
    <message>
        <source>In %UserProfile%\.wslconfig set [wsl2] memory={suggested_gb}GB (saved as UTF-8), then run `wsl --shutdown` and start WSL again.</source>
        <translation>在 %UserProfile%\.wslconfig 中設定 [wsl2] memory={suggested_gb}GB（以 UTF-8 儲存），然後執行 `wsl --shutdown` 並重新啟動 WSL。</translation>
    </message>
    <message>
        <source>Remove the Linux driver packages inside WSL (e.g. `sudo apt purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos;`) and install only the CUDA toolkit&apos;s WSL-Ubuntu package; keep the driver on Windows.</source>
        <translation>刪除 WSL 內的 Linux 驅動包（例如 `sudo apt purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos;`），只安裝 CUDA 工具包的 WSL-Ubuntu 軟體包；驅動保留在 Windows 上。</translation>
    </message>
    <message>
        <source>Add `/usr/lib/wsl/lib` to /etc/ld.so.conf.d/ld.wsl.conf and run `sudo ldconfig`, or export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH.</source>
        <translation>把 `/usr/lib/wsl/lib` 加入 /etc/ld.so.conf.d/ld.wsl.conf 並執行 `sudo ldconfig`，或 export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH。</translation>
    </message>
    <message>
        <source>Copy the dataset and the project into the Linux file system (e.g. ~/data) and read it from there.</source>
        <translation>把資料集和專案複製到 Linux 檔案系統（例如 ~/data）中，並從那裡讀取。</translation>
    </message>
    <message>
        <source>Report this with the output of `dlconfig-cli probe --json`.</source>
        <translation>請附上 `dlconfig-cli probe --json` 的輸出報告此問題。</translation>
    </message>
    <message>
        <source>Run the doctor on the target machine with the same plan file.</source>
        <translation>請在目標機器上用同一方案檔案執行診斷。</translation>
    </message>
    <message>
        <source>Run the benchmark on a folder whose file system allows direct I/O.</source>
        <translation>請在檔案系統支援直接 I/O 的目錄上執行基準測試。</translation>
    </message>
    <message>
        <source>Check for other load, power or thermal limits, and the link (PCIe or SATA) the device runs at.</source>
        <translation>檢查是否有其他負載、功耗或溫度限制，以及裝置執行的鏈路（PCIe 或 SATA）。</translation>
    </message>
    <message>
        <source>Check the path, or create the folder before benchmarking it.</source>
        <translation>檢查路徑，或在基準測試前先建立該目錄。</translation>
    </message>
    <message>
        <source>Run the disk benchmark on {path} to measure its disk.</source>
        <translation>在 {path} 上執行磁碟基準測試以測量其磁碟。</translation>
    </message>
    <message>
        <source>Keep the training data on a local NVMe disk, or cache it there before training.</source>
        <translation>把訓練資料放在本地 NVMe 盤上，或在訓練前快取到那裡。</translation>
    </message>
    <message>
        <source>Run the plan on a machine with the planned GPUs (step 5 lists places to rent or buy them), or plan for this machine&apos;s CPU (set {gpus_field} to 0).</source>
        <translation>在裝有方案所需 GPU 的機器上執行（第 5 步列出了可租用或購買的地點），或改為按本機 CPU 規劃（將 {gpus_field} 設為 0）。</translation>
    </message>
    <message>
        <source>Add GPUs, run on a machine with {count}, or set gpus: {have} in the workload and re-plan.</source>
        <translation>增加 GPU，在有 {count} 張 GPU 的機器上執行，或在工作負載中設定 gpus: {have} 後重新規劃。</translation>
    </message>
    <message>
        <source>Use a GPU with more memory, or lower the need: smaller batch, gradient checkpointing, LoRA/QLoRA or a lower precision.</source>
        <translation>使用顯示記憶體更大的 GPU，或降低需求：減小批次大小、啟用梯度檢查點、改用 LoRA/QLoRA 或更低精度。</translation>
    </message>
    <message>
        <source>Add RAM, or run where the plan&apos;s {need_gb:,.0f} GB are available; with less, fewer data-loading workers and a smaller prefetch may still run.</source>
        <translation>增加記憶體，或在有方案所需 {need_gb:,.0f} GB 的地方執行；記憶體較少時，減少資料載入程序和預取量也許仍能執行。</translation>
    </message>
    <message>
        <source>Run on a machine with {need} cores, or lower the data-loading workers (num_workers) and expect the GPU to wait for data.</source>
        <translation>在有 {need} 個核心的機器上執行，或減少資料載入程序（num_workers），但 GPU 會等待資料。</translation>
    </message>
    <message>
        <source>Put the dataset and checkpoints on a local NVMe or SSD drive with {need_gb:,.0f} GB free.</source>
        <translation>把資料集和檢查點放到剩餘 {need_gb:,.0f} GB 的本機 NVMe 或 SSD 磁碟上。</translation>
    </message>
    <message>
        <source>Set up the exported environment, which pins {framework} {version}, and run the doctor again inside it.</source>
        <translation>建立匯出的環境（其中固定了 {framework} {version}），再在該環境中重新執行診斷。</translation>
    </message>
    <message>
        <source>Set up the exported environment (setup script or uv sync in the bundle) and run the doctor again inside it.</source>
        <translation>先建立匯出的環境（執行套件中的 setup 指令碼或 uv sync），再在該環境中重新執行診斷。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} predates the {gpu}: {architecture} GPUs need driver {required} or newer.</source>
        <translation>NVIDIA 驅動程式 {driver} 早於 {gpu}：{architecture} GPU 需要 {required} 或更新的驅動程式。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} no longer supports the {gpu}: R{branch} is the last driver branch for {architecture} GPUs.</source>
        <translation>NVIDIA 驅動程式 {driver} 已不再支援 {gpu}：R{branch} 是 {architecture} GPU 的最後一個驅動程式分支。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {required} or newer.</source>
        <translation>將 NVIDIA 驅動程式更新至 {required} 或更新版本。</translation>
    </message>
    <message>
        <source>Install an R{branch} driver (the legacy branch for {architecture}).</source>
        <translation>安裝 R{branch} 驅動程式（{architecture} 的舊版分支）。</translation>
    </message>
    <message>
        <source>{gpu} is not a GPU of the catalog: this stack is resolved from its compute capability {compute_capability} alone ({architecture}: the GPU code of each build and the driver bounds of the architecture). Its memory and speed are unknown.</source>
        <translation>{gpu} 不是目錄中的 GPU：此軟體堆疊僅依其運算能力 {compute_capability} 求解（{architecture}：各建置的 GPU 程式碼以及該架構的驅動程式範圍）。其顯示記憶體與速度未知。</translation>
    </message>
    <message>
        <source>{requested} gives only a compute capability ({compute_capability}): its memory and speed are unknown, so whether it holds this workload is not judged. The stack is resolved for that capability; {chosen} from the catalog is sized instead.</source>
        <translation>{requested} 只提供了運算能力（{compute_capability}）：其顯示記憶體與速度未知，因此不判斷它能否容納此工作負載。軟體堆疊依該運算能力求解；硬體規模改依目錄中的 {chosen} 估算。</translation>
    </message>
    <message>
        <source>kb refresh could not read which GPUs the {framework} {version} {variant} build has code for: assumed the same as the {from_version} {from_variant} build, the nearest recorded one.</source>
        <translation>kb refresh 無法讀出 {framework} {version} {variant} 建置帶有哪些 GPU 的程式碼：假定與最接近的已記錄建置 {from_version} {from_variant} 相同。</translation>
    </message>
    <message>
        <source>kb refresh could not read which GPUs {framework} {version} has code for: assumed the same as {from_version}, the nearest recorded release.</source>
        <translation>kb refresh 無法讀出 {framework} {version} 帶有哪些 GPU 的程式碼：假定與最接近的已記錄版本 {from_version} 相同。</translation>
    </message>
    <message>
        <source>The {gpu} needs NVIDIA driver &gt;= {driver_min} ({architecture} GPUs), newer than the {cuda_driver_min} this build&apos;s CUDA needs.</source>
        <translation>{gpu} 需要 NVIDIA 驅動程式 &gt;= {driver_min}（{architecture} GPU），高於此建置的 CUDA 所需的 {cuda_driver_min}。</translation>
    </message>
    <message>
        <source>Linux: CPU-only wheels; no NVIDIA driver is needed.</source>
        <translation>Linux：僅 CPU 的 wheel；無需 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>WSL2: a Linux environment on Windows with CPU-only wheels; no NVIDIA driver is needed.</source>
        <translation>WSL2：Windows 上的 Linux 環境，使用僅 CPU 的 wheel；無需 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>Native Windows: CPU-only wheels.</source>
        <translation>原生 Windows：僅 CPU 的 wheel。</translation>
    </message>
    <message>
        <source>macOS: the framework runs on the CPU.</source>
        <translation>macOS：框架在 CPU 上執行。</translation>
    </message>
    <message>
        <source>Measured on this machine ({device}, torch {torch}, {measured_at}): {peak_gib:,.2f} GiB allocated on the GPU at the peak, {tokens_per_s:,.1f} tokens/s at batch {batch} × {seq_len} tokens, {precision}.</source>
        <translation>本機實測（{device}，torch {torch}，{measured_at}）：峰值時 GPU 上配置 {peak_gib:,.2f} GiB，批次大小 {batch} × {seq_len} 個詞元時 {tokens_per_s:,.1f} 詞元/秒，{precision}。</translation>
    </message>
    <message>
        <source>Measured on this machine ({device}, torch {torch}, {measured_at}): {peak_gib:,.2f} GiB of process memory at the peak (on the CPU), {tokens_per_s:,.1f} tokens/s at batch {batch} × {seq_len} tokens, {precision}.</source>
        <translation>本機實測（{device}，torch {torch}，{measured_at}）：峰值時行程記憶體 {peak_gib:,.2f} GiB（在 CPU 上），批次大小 {batch} × {seq_len} 個詞元時 {tokens_per_s:,.1f} 詞元/秒，{precision}。</translation>
    </message>
    <message>
        <source>parameters x bytes per parameter at the chosen precision</source>
        <translation>參數量 x 所選精度下每個參數的位元組數</translation>
    </message>
    <message>
        <source>one gradient per trainable parameter (ZeRO paper)</source>
        <translation>每個可訓練參數一個梯度（ZeRO 論文）</translation>
    </message>
    <message>
        <source>optimizer states per trainable parameter, plus a float32 master copy where the recipe keeps one (ZeRO paper)</source>
        <translation>每個可訓練參數的最佳化器狀態，訓練方案保留 float32 主副本時另加主副本（ZeRO 論文）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 per-layer activations</source>
        <translation>Korthikanti 等人 2022 年的逐層激活公式</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 per-layer activations with full recomputation</source>
        <translation>Korthikanti 等人 2022 年的逐層激活公式，完全重新計算</translation>
    </message>
    <message>
        <source>feature maps per multiply-add counted on ResNet-50, scaled by this model&apos;s cost</source>
        <translation>按 ResNet-50 統計的每次乘加對應的特徵圖，按本模型的計算量縮放</translation>
    </message>
    <message>
        <source>not estimated: no per-sample cost in the catalog</source>
        <translation>未估算：目錄中沒有每樣本計算量</translation>
    </message>
    <message>
        <source>2 x layers x kv_heads x head_dim x tokens x bytes x requests</source>
        <translation>2 x 層數 x kv_heads x head_dim x token 數 x 位元組數 x 請求數</translation>
    </message>
    <message>
        <source>the larger of a denoising step&apos;s attention scores and the VAE decode of the batch</source>
        <translation>去噪步驟的注意力分數與整批 VAE 解碼兩者中的較大者</translation>
    </message>
    <message>
        <source>one block&apos;s tensors while a batch of prompts is prefilled</source>
        <translation>一批提示詞預填充時一個區塊的張量</translation>
    </message>
    <message>
        <source>(kv_lora_rank + qk_rope_head_dim) x layers x tokens x bytes x requests (MLA)</source>
        <translation>(kv_lora_rank + qk_rope_head_dim) × 層數 × 詞元數 × 位元組數 × 請求數（MLA）</translation>
    </message>
    <message>
        <source>bandwidth x GPUs / (weights read + KV cache) per step, per request</source>
        <translation>頻寬 × GPU 數 /（每步讀取的權重 + KV 快取），按每個請求計</translation>
    </message>
    <message>
        <source>per-request decode speed x concurrent requests</source>
        <translation>單請求解碼速度 × 並行請求數</translation>
    </message>
    <message>
        <source>(2 x active parameters x prompt + attention) / (peak x MFU)</source>
        <translation>（2 × 啟用參數 × 提示詞長度 + 注意力）/（峰值 × MFU）</translation>
    </message>
    <message>
        <source>prefill of one prompt plus one decode step</source>
        <translation>一個提示詞的預填充加一步解碼</translation>
    </message>
    <message>
        <source>context per request whose memory per GPU stays under 90%</source>
        <translation>每個請求的上下文長度，使每張 GPU 的記憶體保持在 90% 以下</translation>
    </message>
    <message>
        <source>CUDA context and workspaces plus 5% allocator fragmentation</source>
        <translation>CUDA 上下文和工作區，加上 5% 的配置器碎片</translation>
    </message>
    <message>
        <source>sum of the parts above</source>
        <translation>以上各部分之和</translation>
    </message>
    <message>
        <source>checkpoint load, dataset page cache and framework baseline</source>
        <translation>載入檢查點、資料集頁面快取和框架基礎佔用</translation>
    </message>
    <message>
        <source>dataset, base model, resumable checkpoints and environment</source>
        <translation>資料集、基礎模型、可續訓的檢查點和環境</translation>
    </message>
    <message>
        <source>6·N·D plus attention (PaLM appendix B); 4·N·D for LoRA/QLoRA</source>
        <translation>6·N·D 加注意力計算（PaLM 附錄 B）；LoRA/QLoRA 為 4·N·D</translation>
    </message>
    <message>
        <source>Guidance, not legal advice. The rules are summarised from the sources named; check the current texts and your own facts with counsel before you decide. Prices are list prices as published on the dates shown; taxes, discounts and negotiated rates are not included.</source>
        <translation>僅供參考，不構成法律意見。這些規則摘自所列來源；做決定前請與法律顧問核對現行條文和您自己的具體情況。價格為所示日期公布的牌價，不含稅費、折扣和協商價格。</translation>
    </message>
    <message>
        <source>The nvidia-ml-py package (import pynvml) is not installed, so NVIDIA GPUs cannot be queried ({error}).</source>
        <translation>未安裝 nvidia-ml-py 套件（import pynvml），因此無法查詢 NVIDIA GPU（{error}）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver library could not be loaded ({error}).</source>
        <translation>無法載入 NVIDIA 驅動程式函式庫（{error}）。</translation>
    </message>
    <message>
        <source>No NVIDIA driver library (NVML, libnvidia-ml) was found, so no NVIDIA GPU can be used here. If this machine has an NVIDIA GPU, install the NVIDIA driver.</source>
        <translation>找不到 NVIDIA 驅動程式函式庫（NVML、libnvidia-ml），因此這裡無法使用任何 NVIDIA GPU。如果本機裝有 NVIDIA GPU，請安裝 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>The NVIDIA driver library is installed but the driver is not loaded (NVML: Driver Not Loaded). Reboot after installing the driver, or check that the kernel module loads (Secure Boot can block it).</source>
        <translation>NVIDIA 驅動程式函式庫已安裝，但驅動程式未載入（NVML: Driver Not Loaded）。安裝驅動程式後請重新開機，或檢查核心模組能否載入（安全開機可能會阻擋它）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver library and the loaded kernel driver have different versions (usually after a driver update). Reboot to load the new driver.</source>
        <translation>NVIDIA 驅動程式函式庫與已載入的核心驅動程式版本不同（通常發生在驅動程式更新之後）。請重新開機以載入新驅動程式。</translation>
    </message>
    <message>
        <source>This user may not talk to the NVIDIA driver (NVML: Insufficient Permissions). Check the permissions of /dev/nvidia*.</source>
        <translation>目前使用者無權與 NVIDIA 驅動程式通訊（NVML: Insufficient Permissions）。請檢查 /dev/nvidia* 的權限。</translation>
    </message>
    <message>
        <source>NVML was used before it was opened.</source>
        <translation>NVML 在開啟之前就被使用了。</translation>
    </message>
    <message>
        <source>NVML could not start ({error}); GPUs cannot be queried.</source>
        <translation>NVML 無法啟動（{error}）；無法查詢 GPU。</translation>
    </message>
    <message>
        <source>NVML failed while listing GPUs ({error}).</source>
        <translation>NVML 在列出 GPU 時出錯（{error}）。</translation>
    </message>
    <message>
        <source>NVML reported {count} GPUs, which cannot be right (0 to {max} expected), so no NVIDIA GPU can be used. Check the driver with nvidia-smi.</source>
        <translation>NVML 回報了 {count} 個 GPU，這不可能正確（應為 0 到 {max} 個），因此無法使用任何 NVIDIA GPU。請用 nvidia-smi 檢查驅動程式。</translation>
    </message>
    <message>
        <source>NVML stopped answering (no reply within {timeout_s} s), so no NVIDIA GPU can be used. Check the driver with nvidia-smi.</source>
        <translation>NVML 停止回應（{timeout_s} 秒內無回覆），因此無法使用任何 NVIDIA GPU。請用 nvidia-smi 檢查驅動程式。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is loaded but reports no GPU.</source>
        <translation>NVIDIA 驅動程式已載入，但未回報任何 GPU。</translation>
    </message>
    <message>
        <source>macOS has no NVIDIA CUDA support; an Apple GPU is used through Metal (PyTorch&apos;s MPS backend).</source>
        <translation>macOS 不支援 NVIDIA CUDA；Apple GPU 透過 Metal 使用（PyTorch 的 MPS 後端）。</translation>
    </message>
    <message>
        <source>/proc/cpuinfo could not be read ({error})</source>
        <translation>無法讀取 /proc/cpuinfo（{error}）</translation>
    </message>
    <message>
        <source>/proc/cpuinfo could not be read</source>
        <translation>無法讀取 /proc/cpuinfo</translation>
    </message>
    <message>
        <source>CPU name: the registry could not be read ({error})</source>
        <translation>CPU 名稱：無法讀取登錄檔（{error}）</translation>
    </message>
    <message>
        <source>CPU name: sysctl failed ({error})</source>
        <translation>CPU 名稱：sysctl 執行失敗（{error}）</translation>
    </message>
    <message>
        <source>CPU name: sysctl failed</source>
        <translation>CPU 名稱：sysctl 執行失敗</translation>
    </message>
    <message>
        <source>CPU details could not be read ({error})</source>
        <translation>無法讀取 CPU 詳細資訊（{error}）</translation>
    </message>
    <message>
        <source>no fast CPU reader for platform {platform}</source>
        <translation>沒有適用於平台 {platform} 的快速 CPU 讀取方式</translation>
    </message>
    <message>
        <source>physical cores: {error}</source>
        <translation>實體核心數：{error}</translation>
    </message>
    <message>
        <source>physical cores: the OS did not say</source>
        <translation>實體核心數：作業系統未提供</translation>
    </message>
    <message>
        <source>max frequency: the OS exposes no frequency limits here</source>
        <translation>最高頻率：此作業系統未提供頻率上限</translation>
    </message>
    <message>
        <source>detailed CPU information (py-cpuinfo) failed: {error}</source>
        <translation>取得詳細 CPU 資訊（py-cpuinfo）失敗：{error}</translation>
    </message>
    <message>
        <source>RAM could not be read ({error})</source>
        <translation>無法讀取記憶體資訊（{error}）</translation>
    </message>
    <message>
        <source>swap could not be read ({error})</source>
        <translation>無法讀取置換空間資訊（{error}）</translation>
    </message>
    <message>
        <source>GPU {index}: NVML answered {value} for {field}, which is not a valid value; it is left empty</source>
        <translation>GPU {index}：NVML 對 {field} 傳回了 {value}，這不是有效值；該項留空</translation>
    </message>
    <message>
        <source>GPU {index} stopped answering (no reply within {timeout_s} s); its remaining values were not read</source>
        <translation>GPU {index} 停止回應（{timeout_s} 秒內無回覆）；其餘數值未讀取</translation>
    </message>
    <message>
        <source>{tool} did not answer within {timeout_s} s; the GPU details it gives were not read</source>
        <translation>{tool} 在 {timeout_s} 秒內沒有回應；未讀取它提供的 GPU 詳細資訊</translation>
    </message>
    <message>
        <source>{tool} exited with status {status} ({error}); the GPU details it gives were not read</source>
        <translation>{tool} 以狀態 {status} 結束（{error}）；未讀取它提供的 GPU 詳細資訊</translation>
    </message>
    <message>
        <source>{tool} exited with status {status}; the GPU details it gives were not read</source>
        <translation>{tool} 以狀態 {status} 結束；未讀取它提供的 GPU 詳細資訊</translation>
    </message>
    <message>
        <source>{tool} could not be run ({error})</source>
        <translation>無法執行 {tool}（{error}）</translation>
    </message>
    <message>
        <source>{tool} printed nothing; the GPU details it gives were not read</source>
        <translation>{tool} 沒有輸出任何內容；未讀取它提供的 GPU 詳細資訊</translation>
    </message>
    <message>
        <source>{tool} did not print JSON; the GPU details it gives were not read</source>
        <translation>{tool} 輸出的不是 JSON；未讀取它提供的 GPU 詳細資訊</translation>
    </message>
    <message>
        <source>{tool} printed JSON of a shape this version does not know; the GPU details it gives were not read</source>
        <translation>{tool} 輸出的 JSON 結構是此版本無法識別的；未讀取它提供的 GPU 詳細資訊</translation>
    </message>
    <message>
        <source>{tool} reported a VRAM size of {value}, which cannot be right; it is left empty</source>
        <translation>{tool} 回報的顯示記憶體大小為 {value}，這不可能正確；該值留空</translation>
    </message>
    <message>
        <source>reading {tool} failed unexpectedly ({error})</source>
        <translation>讀取 {tool} 時意外失敗（{error}）</translation>
    </message>
    <message>
        <source>GPUs of different models: CUDA numbers the fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, so the CUDA index shown assumes PCI order.</source>
        <translation>GPU 型號不同：除非設定 CUDA_DEVICE_ORDER=PCI_BUS_ID，CUDA 會把最快的 GPU 編為第一個，因此這裡顯示的 CUDA 序號按 PCI 順序假定。</translation>
    </message>
    <message>
        <source>MIG is enabled: CUDA sees its {count} MIG instances, not the whole GPU.</source>
        <translation>已啟用 MIG：CUDA 看到的是其 {count} 個 MIG 執行個體，而不是整張 GPU。</translation>
    </message>
    <message>
        <source>GPU {index} could not be opened: {error}</source>
        <translation>無法開啟 GPU {index}：{error}</translation>
    </message>
    <message>
        <source>GPU {index}: NVML could not answer {call}: {error}</source>
        <translation>GPU {index}：NVML 無法回答 {call}：{error}</translation>
    </message>
    <message>
        <source>GPU {index} fell off the bus; its later values were not read</source>
        <translation>GPU {index} 已從匯流排上掉線；其後的數值未讀取</translation>
    </message>
    <message>
        <source>MIG instance {slot}: NVML could not answer: {error}</source>
        <translation>MIG 執行個體 {slot}：NVML 無法回答：{error}</translation>
    </message>
    <message>
        <source>MIG instance {slot}: NVML answered {value}, which is not a valid value</source>
        <translation>MIG 執行個體 {slot}：NVML 回傳了 {value}，這不是有效值</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES is empty: CUDA programs see no GPU.</source>
        <translation>CUDA_VISIBLE_DEVICES 為空：CUDA 程式看不到任何 GPU。</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES entry {entry} repeats a device; CUDA ignores it and everything after it.</source>
        <translation>CUDA_VISIBLE_DEVICES 中的項目 {entry} 重複了一個裝置；CUDA 會忽略它及其後的所有項目。</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES entry {entry} matches no device; CUDA ignores it and everything after it.</source>
        <translation>CUDA_VISIBLE_DEVICES 中的項目 {entry} 不對應任何裝置；CUDA 會忽略它及其後的所有項目。</translation>
    </message>
    <message>
        <source>{fs}: held in memory, lost on reboot</source>
        <translation>{fs}：保存在記憶體中，重新開機後遺失</translation>
    </message>
    <message>
        <source>Windows drive shared into WSL over {fs}: much slower than the Linux filesystem; keep datasets under the Linux home folder</source>
        <translation>透過 {fs} 共用到 WSL 的 Windows 磁碟：比 Linux 檔案系統慢得多；請把資料集放在 Linux 主目錄下</translation>
    </message>
    <message>
        <source>network filesystem ({fs})</source>
        <translation>網路檔案系統（{fs}）</translation>
    </message>
    <message>
        <source>network drive</source>
        <translation>網路磁碟機</translation>
    </message>
    <message>
        <source>NVMe device name ({disk})</source>
        <translation>NVMe 裝置名稱（{disk}）</translation>
    </message>
    <message>
        <source>compressed RAM disk ({disk})</source>
        <translation>壓縮記憶體磁碟（{disk}）</translation>
    </message>
    <message>
        <source>SD/eMMC flash ({disk})</source>
        <translation>SD/eMMC 快閃記憶體（{disk}）</translation>
    </message>
    <message>
        <source>{path} is missing</source>
        <translation>缺少 {path}</translation>
    </message>
    <message>
        <source>{virtual} reports /sys/block/{disk}/queue/rotational = 0</source>
        <translation>{virtual} 回報 /sys/block/{disk}/queue/rotational = 0</translation>
    </message>
    <message>
        <source>{virtual} ({disk}): rotational=1 is the hypervisor&apos;s default, not a measurement; its speed is that of the host storage</source>
        <translation>{virtual}（{disk}）：rotational=1 是虛擬機器管理程式的預設值，並非實測；其速度取決於主機儲存裝置</translation>
    </message>
    <message>
        <source>no block device found for {device}</source>
        <translation>找不到 {device} 對應的區塊裝置</translation>
    </message>
    <message>
        <source>volume over {member_kind} devices ({members})</source>
        <translation>由 {member_kind} 裝置組成的磁碟區（{members}）</translation>
    </message>
    <message>
        <source>volume over mixed devices ({members})</source>
        <translation>由不同類型裝置組成的磁碟區（{members}）</translation>
    </message>
    <message>
        <source>diskutil: Solid State, {bus}</source>
        <translation>diskutil：固態，{bus}</translation>
    </message>
    <message>
        <source>diskutil: rotational, {bus}</source>
        <translation>diskutil：機械硬碟，{bus}</translation>
    </message>
    <message>
        <source>diskutil does not say ({bus})</source>
        <translation>diskutil 未說明（{bus}）</translation>
    </message>
    <message>
        <source>diskutil is asked in the full probe</source>
        <translation>完整偵測時才會查詢 diskutil</translation>
    </message>
    <message>
        <source>the OS did not say</source>
        <translation>作業系統未提供</translation>
    </message>
    <message>
        <source>No {framework} stack fits.</source>
        <translation>沒有合適的 {framework} 軟體堆疊。</translation>
    </message>
    <message>
        <source>fits, ranked lower (older release)</source>
        <translation>符合條件，排名較低（版本較舊）</translation>
    </message>
    <message>
        <source>fits, ranked lower (experimental build)</source>
        <translation>符合條件，排名較低（實驗性建置）</translation>
    </message>
    <message>
        <source>fits, ranked lower (older CUDA)</source>
        <translation>符合條件，排名較低（CUDA 較舊）</translation>
    </message>
    <message>
        <source>fits, ranked lower (not installed)</source>
        <translation>符合條件，排名較低（未安裝）</translation>
    </message>
    <message>
        <source>fits, ranked lower (ranked by Python)</source>
        <translation>符合條件，排名較低（按 Python 版本排序）</translation>
    </message>
    <message>
        <source>No supported OS image for target {target}:</source>
        <translation>目標 {target} 沒有受支援的作業系統映像：</translation>
    </message>
    <message>
        <source>The knowledge base has no {framework} releases yet.</source>
        <translation>知識庫中還沒有 {framework} 的版本。</translation>
    </message>
    <message>
        <source>The closest: </source>
        <translation>最接近的：</translation>
    </message>
    <message>
        <source>Or </source>
        <translation>或 </translation>
    </message>
    <message>
        <source>Within the pin {pin}, </source>
        <translation>在版本限定 {pin} 內，</translation>
    </message>
    <message>
        <source> fails:</source>
        <translation> 不符合：</translation>
    </message>
    <message>
        <source>{name} is past end of standard support ({ended})</source>
        <translation>{name} 的標準支援已結束（{ended}）</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>無紀錄</translation>
    </message>
    <message>
        <source>no supported Python recorded</source>
        <translation>沒有紀錄受支援的 Python</translation>
    </message>
    <message>
        <source>supports Python {span}, not {spec}</source>
        <translation>支援 Python {span}，不符合 {spec}</translation>
    </message>
    <message>
        <source>every Python it supports ({span}) is past end of life</source>
        <translation>它支援的所有 Python（{span}）都已停止維護</translation>
    </message>
    <message>
        <source>{package} {version} is outside {spec}</source>
        <translation>{package} {version} 不在 {spec} 範圍內</translation>
    </message>
    <message>
        <source>built with cuDNN {cudnn}, which supports compute capability {floor} and newer, not {compute_capability} (NVIDIA&apos;s cuDNN support matrix)</source>
        <translation>使用 cuDNN {cudnn} 建置，它支援計算能力 {floor} 及更新的 GPU，不支援 {compute_capability}（NVIDIA 的 cuDNN 支援矩陣）</translation>
    </message>
    <message>
        <source>{variant} has no {platform} wheels</source>
        <translation>{variant} 沒有 {platform} 的 wheel 套件</translation>
    </message>
    <message>
        <source>{variant} ships kernels for {listed} only, not for compute capability {compute_capability}</source>
        <translation>{variant} 只帶有 {listed} 的核心程式，不含計算能力 {compute_capability} 的</translation>
    </message>
    <message>
        <source>{variant} not a CUDA build, not for compute capability {compute_capability}</source>
        <translation>{variant} 不是 CUDA 建置，不適用於計算能力 {compute_capability}</translation>
    </message>
    <message>
        <source>{variant}: CUDA {cuda_major} builds start at {oldest}</source>
        <translation>{variant}：CUDA {cuda_major} 建置從 {oldest} 起支援</translation>
    </message>
    <message>
        <source>{variant}: no record that CUDA {cuda} builds carry code for {compute_capability}</source>
        <translation>{variant}：沒有紀錄顯示 CUDA {cuda} 建置帶有 {compute_capability} 的程式碼</translation>
    </message>
    <message>
        <source>no {package} release is recorded for torch {version}</source>
        <translation>沒有紀錄適用於 torch {version} 的 {package} 版本</translation>
    </message>
    <message>
        <source>{variant} cannot use the NVIDIA GPU</source>
        <translation>{variant} 無法使用 NVIDIA GPU</translation>
    </message>
    <message>
        <source>{variant} cannot use the AMD GPU</source>
        <translation>{variant} 無法使用 AMD GPU</translation>
    </message>
    <message>
        <source>{variant} is built with a ROCm older than {rocm}, the first release that supports the {gpu}</source>
        <translation>{variant} 所用的 ROCm 早於 {rocm}，而 {rocm} 是首個支援 {gpu} 的版本</translation>
    </message>
    <message>
        <source>{variant} cannot use the Intel GPU</source>
        <translation>{variant} 無法使用 Intel GPU</translation>
    </message>
    <message>
        <source>PyTorch&apos;s Intel GPU guide lists the {gpu} on Linux only, not for the {target} target</source>
        <translation>PyTorch 的 Intel GPU 指南只在 Linux 上列出 {gpu}，不適用於 {target} 目標</translation>
    </message>
    <message>
        <source>{variant} cannot use the Apple GPU</source>
        <translation>{variant} 無法使用 Apple GPU</translation>
    </message>
    <message>
        <source>{variant} needs a GPU this plan does not have</source>
        <translation>{variant} 需要本方案沒有的 GPU</translation>
    </message>
    <message>
        <source>CUDA {cuda} needs driver &gt;= {driver_min}, installed {driver}</source>
        <translation>CUDA {cuda} 需要驅動程式 &gt;= {driver_min}，已安裝 {driver}</translation>
    </message>
    <message>
        <source>tensorflow {version} has no GPU support on native Windows (2.10 was the last)</source>
        <translation>tensorflow {version} 在原生 Windows 上不支援 GPU（2.10 是最後一個支援的版本）</translation>
    </message>
    <message>
        <source>no TensorFlow GPU build for this GPU is recorded</source>
        <translation>沒有紀錄適用於此 GPU 的 TensorFlow GPU 建置</translation>
    </message>
    <message>
        <source>TensorFlow GPU builds start at compute capability {min_cc}</source>
        <translation>TensorFlow GPU 建置從計算能力 {min_cc} 起支援</translation>
    </message>
    <message>
        <source>Use Windows {min_version} or newer: {note}</source>
        <translation>使用 Windows {min_version} 或更新版本：{note}</translation>
    </message>
    <message>
        <source>Install the NVIDIA Windows driver &gt;= {driver_min} on Windows.</source>
        <translation>在 Windows 上安裝 NVIDIA Windows 驅動程式 &gt;= {driver_min}。</translation>
    </message>
    <message>
        <source>Inside WSL: create the environment and install the requirement lines.</source>
        <translation>在 WSL 內：建立環境並安裝需求行。</translation>
    </message>
    <message>
        <source>chosen: installed and works</source>
        <translation>已選：已安裝且可用</translation>
    </message>
    <message>
        <source>chosen: newest that fits</source>
        <translation>已選：符合條件的最新版本</translation>
    </message>
    <message>
        <source>use a Python in {span}</source>
        <translation>使用 {span} 範圍內的 Python</translation>
    </message>
    <message>
        <source>pin {pin} to accept Python {python}, past end of life</source>
        <translation>限定 {pin}，接受已停止維護的 Python {python}</translation>
    </message>
    <message>
        <source>allow {package} {version}</source>
        <translation>允許 {package} {version}</translation>
    </message>
    <message>
        <source>choose the {targets} target</source>
        <translation>選擇 {targets} 目標平台</translation>
    </message>
    <message>
        <source>use a build with kernels for sm_{sm}</source>
        <translation>使用帶有 sm_{sm} 核心程式的建置</translation>
    </message>
    <message>
        <source>drop {package} or use an older torch</source>
        <translation>移除 {package}，或使用較舊的 torch</translation>
    </message>
    <message>
        <source>plan without a GPU (CPU only)</source>
        <translation>不用 GPU 規劃（僅 CPU）</translation>
    </message>
    <message>
        <source>choose macOS</source>
        <translation>選擇 macOS</translation>
    </message>
    <message>
        <source>upgrade the NVIDIA driver to &gt;= {driver_min}</source>
        <translation>將 NVIDIA 驅動程式升級到 &gt;= {driver_min}</translation>
    </message>
    <message>
        <source>choose the WSL2 target, or pin tensorflow==2.10.*</source>
        <translation>選擇 WSL2 目標平台，或限定 tensorflow==2.10.*</translation>
    </message>
    <message>
        <source>change the {package} pin: {first} fit the other constraints</source>
        <translation>修改 {package} 的版本限定：{first} 符合其他限制</translation>
    </message>
    <message>
        <source>change the {package} pin: {first} to {last} fit the other constraints</source>
        <translation>修改 {package} 的版本限定：{first} 至 {last} 符合其他限制</translation>
    </message>
    <message>
        <source>upgrade the NVIDIA driver to &gt;= {least_driver} for {framework} {least_version} {least_variant}, or to &gt;= {newest_driver} for {framework} {newest_version} {newest_variant}</source>
        <translation>將 NVIDIA 驅動程式升級到 &gt;= {least_driver} 以使用 {framework} {least_version} {least_variant}，或升級到 &gt;= {newest_driver} 以使用 {framework} {newest_version} {newest_variant}</translation>
    </message>
    <message>
        <source>import a newer knowledge base</source>
        <translation>匯入較新的知識庫</translation>
    </message>
    <message>
        <source>choose pytorch or tensorflow</source>
        <translation>選擇 pytorch 或 tensorflow</translation>
    </message>
    <message>
        <source>{gpu} needs NVIDIA driver &gt;= {floor}, installed {driver}</source>
        <translation>{gpu} 需要 NVIDIA 驅動程式 &gt;= {floor}，已安裝 {driver}</translation>
    </message>
    <message>
        <source>the last driver branch for {gpu} is R{branch}, installed {driver}</source>
        <translation>{gpu} 的最後一個驅動程式分支是 R{branch}，已安裝 {driver}</translation>
    </message>
    <message>
        <source>CUDA {cuda} needs driver &gt;= {driver_min}, but {gpu}&apos;s last driver branch is R{branch}</source>
        <translation>CUDA {cuda} 需要驅動程式 &gt;= {driver_min}，但 {gpu} 的最後一個驅動程式分支是 R{branch}</translation>
    </message>
    <message>
        <source>tensorflow[and-cuda]=={version} pins packages the package index does not have</source>
        <translation>tensorflow[and-cuda]=={version} 固定了套件索引中沒有的套件</translation>
    </message>
    <message>
        <source>tensorflow {version} ships GPU code for {listed} only, not for compute capability {capability}</source>
        <translation>tensorflow {version} 只附帶 {listed} 的 GPU 程式碼，不含計算能力 {capability}</translation>
    </message>
    <message>
        <source>no recorded NVIDIA driver branch supports both {os} and the {gpu}</source>
        <translation>沒有已記錄的 NVIDIA 驅動程式分支同時支援 {os} 和 {gpu}</translation>
    </message>
    <message>
        <source>CUDA {cuda} needs driver &gt;= {driver_min}, but the newest recorded driver branch for {os} is R{branch}</source>
        <translation>CUDA {cuda} 需要驅動程式 &gt;= {driver_min}，但已記錄的適用於 {os} 的最新驅動程式分支是 R{branch}</translation>
    </message>
    <message>
        <source>move the host to an OS release that a driver branch for the {gpu} supports</source>
        <translation>將主機換成 {gpu} 的某個驅動程式分支所支援的作業系統版本</translation>
    </message>
    <message>
        <source>install NVIDIA driver &gt;= {floor} for the {gpu}</source>
        <translation>為 {gpu} 安裝 NVIDIA 驅動程式 &gt;= {floor}</translation>
    </message>
    <message>
        <source>install an R{branch} driver for the {gpu}</source>
        <translation>為 {gpu} 安裝 R{branch} 驅動程式</translation>
    </message>
    <message>
        <source>use a build for an older CUDA that an R{branch} driver runs</source>
        <translation>使用 R{branch} 驅動程式能執行的較舊 CUDA 建置</translation>
    </message>
    <message>
        <source>use a later tensorflow {minor} patch release</source>
        <translation>使用較新的 tensorflow {minor} 修補版本</translation>
    </message>
    <message>
        <source>plan without a GPU (CPU only), or use an older tensorflow</source>
        <translation>不使用 GPU 規劃（僅 CPU），或使用較舊的 tensorflow</translation>
    </message>
    <message>
        <source>no {name} release is recorded</source>
        <translation>沒有記錄 {name} 的任何版本</translation>
    </message>
    <message>
        <source>{name} {version} requires Python {python}</source>
        <translation>{name} {version} 需要 Python {python}</translation>
    </message>
    <message>
        <source>{name} {version} has no wheel for {target}</source>
        <translation>{name} {version} 沒有適用於 {target} 的 wheel</translation>
    </message>
    <message>
        <source>{name} {version} has no {target} wheel for Python {python} (wheels for {pythons})</source>
        <translation>{name} {version} 沒有適用於 Python {python} 的 {target} wheel（有 wheel 的版本：{pythons}）</translation>
    </message>
    <message>
        <source>{name} {version} is built for torch&apos;s {built_for} build, not {variant}</source>
        <translation>{name} {version} 是為 torch 的 {built_for} 建置而編譯的，不是 {variant}</translation>
    </message>
    <message>
        <source> (torch {torch})</source>
        <translation>（torch {torch}）</translation>
    </message>
    <message>
        <source>{name} {version} requires {requirement}, not {have}</source>
        <translation>{name} {version} 需要 {requirement}，而不是 {have}</translation>
    </message>
    <message>
        <source>{name} {version} requires {requirement}, which the package index does not hold (newest: {newest})</source>
        <translation>{name} {version} 需要 {requirement}，但套件索引中沒有這個版本（最新：{newest}）</translation>
    </message>
    <message>
        <source>{name} {version} requires {requirement} but {other} {other_version} requires {other_requirement}</source>
        <translation>{name} {version} 需要 {requirement}，但 {other} {other_version} 需要 {other_requirement}</translation>
    </message>
    <message>
        <source>{names} cannot be installed together: {name} {version} requires {requirement}, not {have}</source>
        <translation>{names} 無法一起安裝：{name} {version} 需要 {requirement}，而不是 {have}</translation>
    </message>
    <message>
        <source>{names} cannot be installed together: {name} {version} requires {requirement} but {other} {other_version} requires {other_requirement}</source>
        <translation>{names} 無法一起安裝：{name} {version} 需要 {requirement}，但 {other} {other_version} 需要 {other_requirement}</translation>
    </message>
    <message>
        <source>{names} cannot be installed together: no combination fits</source>
        <translation>{names} 無法一起安裝：沒有合適的組合</translation>
    </message>
    <message>
        <source>the serving image carries tensorflow {pin}, not {version}</source>
        <translation>服務映像檔帶的是 tensorflow {pin}，不是 {version}</translation>
    </message>
    <message>
        <source>use a Python in {python} for {name} {version}</source>
        <translation>為 {name} {version} 使用 {python} 範圍內的 Python</translation>
    </message>
    <message>
        <source>choose a target {name} has wheels for ({wheels})</source>
        <translation>選擇 {name} 提供 wheel 的目標平台（{wheels}）</translation>
    </message>
    <message>
        <source>run the plan in WSL2: {name} {version} has no Windows wheel, only wheels for {wheels}</source>
        <translation>在 WSL2 中執行此方案：{name} {version} 沒有 Windows 的 wheel，只有適用於 {wheels} 的 wheel</translation>
    </message>
    <message>
        <source>use {fix_requirement} ({built_for}), which {name} {version} is built for</source>
        <translation>使用 {fix_requirement}（{built_for}），{name} {version} 正是為它建置的</translation>
    </message>
    <message>
        <source>use {fix_requirement} for {name} {version}</source>
        <translation>為 {name} {version} 使用 {fix_requirement}</translation>
    </message>
    <message>
        <source>use an older {name}</source>
        <translation>使用較舊的 {name}</translation>
    </message>
    <message>
        <source>import a newer knowledge base, or drop one of these libraries</source>
        <translation>匯入較新的知識庫，或移除其中一個函式庫</translation>
    </message>
    <message>
        <source>use tensorflow{pin}</source>
        <translation>使用 tensorflow{pin}</translation>
    </message>
    <message>
        <source>Training recipe {recipe}: ZeRO sharding ({sharding}) runs on DeepSpeed; set recipe to plan for another training library.</source>
        <translation>訓練方案 {recipe}：ZeRO 分片（{sharding}）在 DeepSpeed 上執行；設定 recipe 可依其他訓練函式庫規劃。</translation>
    </message>
    <message>
        <source>Training recipe {recipe} (the default); set recipe to torchtune, unsloth, deepspeed or megatron to plan for that library&apos;s memory use.</source>
        <translation>訓練方案 {recipe}（預設）；將 recipe 設為 torchtune、unsloth、deepspeed 或 megatron，可依該函式庫的記憶體用量規劃。</translation>
    </message>
    <message>
        <source>Training recipe {recipe}, as the workload sets it: its attention kernel, mixed precision, loss and adapter defaults are planned for.</source>
        <translation>訓練方案 {recipe}（依工作負載的設定）：依它預設的注意力核心、混合精度、損失函數與適配器設定進行規劃。</translation>
    </message>
    <message>
        <source>{recipe} runs this {model_kind} model with eager attention, which stores the s×s attention probabilities for the backward pass (the 5·a·s/h term).</source>
        <translation>{recipe} 以 eager 注意力執行這個 {model_kind} 模型，會為反向傳播保存 s×s 的注意力機率（5·a·s/h 項）。</translation>
    </message>
    <message>
        <source>{recipe} runs this {model_kind} model with PyTorch&apos;s scaled_dot_product_attention, whose fused kernels do not store the s×s attention probabilities.</source>
        <translation>{recipe} 以 PyTorch 的 scaled_dot_product_attention 執行這個 {model_kind} 模型，其融合核心不保存 s×s 的注意力機率。</translation>
    </message>
    <message>
        <source>{recipe} runs attention as a fused FlashAttention kernel, which does not store the s×s attention probabilities.</source>
        <translation>{recipe} 以融合的 FlashAttention 核心計算注意力，不保存 s×s 的注意力機率。</translation>
    </message>
    <message>
        <source>{precision} mixed precision with autocast runs layer_norm and softmax in float32: their stored outputs take 4 bytes instead of 2, and a 16-bit copy of the attention probabilities is kept for the next matmul.</source>
        <translation>{precision} 混合精度下，autocast 以 float32 執行 layer_norm 與 softmax：它們保存的輸出每個值佔 4 位元組而非 2 位元組，並且還要為下一次矩陣乘法保留一份 16 位元的注意力機率副本。</translation>
    </message>
    <message>
        <source>{recipe} trains the model&apos;s own block code: each of its {norms} RMSNorms a block, and any on each head&apos;s queries and keys, keeps a float32 copy of its input (4 bytes per value), and the gated MLP keeps four wide tensors (gate, its activation, up and their product), one more than the standard count.</source>
        <translation>{recipe} 訓練時執行模型自身的模組程式碼：每個模組的 {norms} 個 RMSNorm，以及作用於每個頭的查詢與鍵的 RMSNorm，都保留一份 float32 的輸入副本（每個值 4 位元組），門控 MLP 保留四個寬張量（gate、其激活、up 以及兩者的乘積），比標準計數多一個。</translation>
    </message>
    <message>
        <source>{recipe} trains the model&apos;s own block code: each of its {norms} RMSNorms a block, and any on each head&apos;s queries and keys, keeps a float32 copy of its input (4 bytes per value).</source>
        <translation>{recipe} 訓練時執行模型自身的模組程式碼：每個模組的 {norms} 個 RMSNorm，以及作用於每個頭的查詢與鍵的 RMSNorm，都保留一份 float32 的輸入副本（每個值 4 位元組）。</translation>
    </message>
    <message>
        <source>{recipe}&apos;s float32 LoRA adapters each cast their layer&apos;s input and keep that 16-bit copy for their own gradient, while a frozen projection without an adapter keeps none: {per_hidden:+g} × hidden values per token and block against a fully trained block.</source>
        <translation>{recipe} 的 float32 LoRA 適配器各自轉換所在層的輸入，並為自己的梯度保留這份 16 位元副本，而沒有適配器的凍結投影層什麼都不保留：與完整訓練的模組相比，每個 token、每個模組多 {per_hidden:+g} × hidden 個值。</translation>
    </message>
    <message>
        <source>The loss upcasts the logits over {vocab} tokens to float32 one chunk of {chunks} at a time, so only one chunk&apos;s float32 copy is held beside the 16-bit logits.</source>
        <translation>損失函數把 {vocab} 個詞元上的 logits 分成 {chunks} 塊，每次只把一塊轉為 float32，因此除 16 位元 logits 外只多保留一塊的 float32 副本。</translation>
    </message>
    <message>
        <source>{recipe} keeps the LoRA adapters in float32 ({bytes_per_param:g} bytes per weight and per gradient), so the optimizer needs no master copy.</source>
        <translation>{recipe} 以 float32 保存 LoRA 適配器（每個權重與每個梯度 {bytes_per_param:g} 位元組），因此最佳化器不需要主副本。</translation>
    </message>
    <message>
        <source>{recipe} trains the LoRA adapters in 16-bit ({bytes_per_param:g} bytes per weight) with a float32 master copy in the optimizer.</source>
        <translation>{recipe} 以 16 位元訓練 LoRA 適配器（每個權重 {bytes_per_param:g} 位元組），最佳化器中另有一份 float32 主副本。</translation>
    </message>
    <message>
        <source>{recipe} trains the LoRA adapters in 16-bit ({bytes_per_param:g} bytes per weight) with 16-bit optimizer states and no float32 master copy.</source>
        <translation>{recipe} 以 16 位元訓練 LoRA 適配器（每個權重 {bytes_per_param:g} 位元組），最佳化器狀態也是 16 位元，沒有 float32 主副本。</translation>
    </message>
    <message>
        <source>{precision} mixed precision keeps the weights in float32 with the 16-bit copy autocast makes for the forward pass (6 bytes per parameter) and float32 gradients: 18 bytes per parameter with AdamW.</source>
        <translation>{precision} 混合精度以 float32 保存權重，另有 autocast 為前向傳播產生的 16 位元副本（每個參數 6 位元組），梯度也是 float32：使用 AdamW 時每個參數共 18 位元組。</translation>
    </message>
    <message>
        <source>bf16 training with the Trainer: transformers 5 loads the weights in the dtype asked for (the bundle&apos;s train.py asks for bf16) and Trainer(bf16=True) trains them as they are, so weights, gradients and AdamW&apos;s two states are all bf16: 8 bytes per parameter, no float32 master copy.</source>
        <translation>用 Trainer 進行 bf16 訓練：transformers 5 依請求的資料型別載入權重（方案包的 train.py 請求 bf16），Trainer(bf16=True) 直接訓練這些權重，因此權重、梯度與 AdamW 的兩個狀態都是 bf16：每個參數 8 位元組，沒有 float32 主副本。</translation>
    </message>
    <message>
        <source>prepare_model_for_kbit_training casts every parameter that is not quantized to float32: {unquantized_m:g}M embedding and output-head weights take 4 bytes each.</source>
        <translation>prepare_model_for_kbit_training 會把所有未量化的參數轉為 float32：{unquantized_m:g}M 個嵌入層與輸出頭權重每個佔 4 位元組。</translation>
    </message>
    <message>
        <source>Optimizer states, their float32 master weights and the gradients are offloaded to host memory ({gib:.2f} GiB per GPU) and the update runs on the CPU.</source>
        <translation>最佳化器狀態、其 float32 主權重以及梯度卸載到主機記憶體（每張 GPU {gib:.2f} GiB），參數更新在 CPU 上進行。</translation>
    </message>
    <message>
        <source>Parameters, gradients and optimizer states are offloaded to host memory ({gib:.2f} GiB per GPU); each layer&apos;s weights are fetched to the GPU when it runs.</source>
        <translation>參數、梯度與最佳化器狀態卸載到主機記憶體（每張 GPU {gib:.2f} GiB）；每一層執行時再把它的權重取到 GPU 上。</translation>
    </message>
    <message>
        <source>JupyterLab listens on 127.0.0.1 port {port} only, with a random token kept in a file only you can read; reach it from your computer through an SSH tunnel (ssh -N -L {port}:localhost:{port} USER@HOST).</source>
        <translation>JupyterLab 只監聽 127.0.0.1 的 {port} 連接埠，隨機權杖儲存在只有你本人可讀取的檔案中；請在你的電腦上透過 SSH 通道存取它（ssh -N -L {port}:localhost:{port} USER@HOST）。</translation>
    </message>
    <message>
        <source>WSL 2 forwards a port the distribution listens on to Windows&apos; localhost, so a browser on Windows opens the notebook at http://localhost:{port} with no tunnel.</source>
        <translation>WSL 2 會把發行版監聽的連接埠轉送到 Windows 的 localhost，因此 Windows 上的瀏覽器不需通道即可在 http://localhost:{port} 開啟筆記本。</translation>
    </message>
    <message>
        <source>In Kubernetes the notebook has a ClusterIP Service only, reached with kubectl port-forward to port {port}; its token comes from a Secret you create.</source>
        <translation>在 Kubernetes 中，筆記本只有一個 ClusterIP Service，透過 kubectl port-forward 轉送到 {port} 連接埠存取；它的權杖來自你建立的 Secret。</translation>
    </message>
    <message>
        <source>Warning: the notebook is published on a LoadBalancer, reachable from outside the cluster; it serves TLS from the Secret {secret} and asks for the password, but anyone who reaches it can try passwords. Prefer kubectl port-forward where you can.</source>
        <translation>警告：筆記本透過 LoadBalancer 發布，叢集外部可以存取；它使用 Secret {secret} 中的 TLS 憑證並要求輸入密碼，但任何能存取到它的人都可以嘗試猜測密碼。能用 kubectl port-forward 時請優先使用。</translation>
    </message>
    <message>
        <source>MIG: the {gpu} splits into instances with their own memory and fault isolation; {profile} ({memory_gb} GB) is the smallest profile that holds the {need_gib} GiB the workload needs, {count} of them to a GPU.</source>
        <translation>MIG：{gpu} 可劃分為擁有獨立記憶體和故障隔離的執行個體；{profile}（{memory_gb} GB）是能容納工作負載所需 {need_gib} GiB 的最小設定檔，每張 GPU 可劃分 {count} 個。</translation>
    </message>
    <message>
        <source>No MIG on the {gpu}: NVIDIA&apos;s MIG user guide lists no GeForce or workstation card of its kind, so time-slicing is the way to share it.</source>
        <translation>{gpu} 不支援 MIG：NVIDIA 的 MIG 使用者指南未列出此類 GeForce 或工作站顯示卡，因此只能用時間分片方式共用。</translation>
    </message>
    <message>
        <source>No MIG profile is offered: a process uses one MIG instance, and this plan runs on more than one GPU.</source>
        <translation>未提供 MIG 設定檔：一個行程只能使用一個 MIG 執行個體，而此方案執行在多張 GPU 上。</translation>
    </message>
    <message>
        <source>The {gpu} supports MIG, but the knowledge base records none of its profiles: read them with nvidia-smi mig -lgip.</source>
        <translation>{gpu} 支援 MIG，但知識庫未記錄它的設定檔：請用 nvidia-smi mig -lgip 查看。</translation>
    </message>
    <message>
        <source>Time-slicing: the device plugin advertises each GPU as {replicas} replicas that take turns on it, with no memory or fault isolation: each workload must stay within its share ({need_gib} GiB of {vram_gib} GiB) and one that crashes the GPU stops the others.</source>
        <translation>時間分片共用：裝置外掛程式把每張 GPU 公布為 {replicas} 個輪流使用的副本，沒有記憶體或故障隔離：每個工作負載都必須控制在自己的份額內（{vram_gib} GiB 中的 {need_gib} GiB），一旦有負載使 GPU 當機，其他負載也會停止。</translation>
    </message>
    <message>
        <source>A ResourceQuota caps the GPU requests in the project&apos;s namespace at {gpus}, so one project cannot take the pool.</source>
        <translation>ResourceQuota 把專案的命名空間限制為最多請求 {gpus} 張 GPU，避免單一專案佔滿資源池。</translation>
    </message>
    <message>
        <source>MIG profile {asked} is not one of the {gpu}&apos;s ({profiles}).</source>
        <translation>MIG 設定檔 {asked} 不屬於 {gpu} 的設定檔（{profiles}）。</translation>
    </message>
    <message>
        <source>MIG profile {asked} cannot be used: the {gpu} has no MIG profiles on record.</source>
        <translation>無法使用 MIG 設定檔 {asked}：沒有記錄 {gpu} 的 MIG 設定檔。</translation>
    </message>
    <message>
        <source>MIG profile {asked} has {asked_gb} GB, less than the {need_gib} GiB the workload needs on one GPU; {fits} would fit.</source>
        <translation>MIG 設定檔 {asked} 只有 {asked_gb} GB，少於工作負載在單張 GPU 上所需的 {need_gib} GiB；{fits} 可以容納。</translation>
    </message>
    <message>
        <source>MIG profile {asked} has {asked_gb} GB, less than the {need_gib} GiB the workload needs on one GPU, and no MIG profile of this GPU is large enough.</source>
        <translation>MIG 設定檔 {asked} 只有 {asked_gb} GB，少於工作負載在單張 GPU 上所需的 {need_gib} GiB，而且這張 GPU 沒有足夠大的 MIG 設定檔。</translation>
    </message>
    <message>
        <source>Ask for MIG profile {profile}.</source>
        <translation>改用 MIG 設定檔 {profile}。</translation>
    </message>
    <message>
        <source>Decided once for every output, at the lowest cost (then the shortest time):</source>
        <translation>為所有輸出統一決定一次，成本最低優先（其次時間最短）：</translation>
    </message>
    <message>
        <source>Decided once for every output, for the shortest time (serving: the nearest place), then the lowest cost:</source>
        <translation>為所有輸出統一決定一次，時間最短優先（推論服務：最近的地點），其次成本最低：</translation>
    </message>
    <message>
        <source>Decided once for every output, balancing cost and time (each against the best candidate, time against at least a working day) plus 1 point per 100 ms of round trip:</source>
        <translation>為所有輸出統一決定一次，均衡成本與時間（各自與最佳候選項相比，時間至少按一個工作日計），往返延遲每 100 毫秒加 1 分：</translation>
    </message>
    <message>
        <source> {feasible} of {considered} candidates (GPU model x count x place x price mode) are feasible; price modes allowed: {modes}.</source>
        <translation>{considered} 個候選項（GPU 型號 x 數量 x 地點 x 計價方式）中有 {feasible} 個可行；允許的計價方式：{modes}。</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: one node, 1 GPU</source>
        <translation>以 Slurm 批次作業在您的叢集上執行：1 個節點，1 張 GPU</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: one node, {gpus_per_node} GPUs</source>
        <translation>以 Slurm 批次作業在您的叢集上執行：1 個節點，{gpus_per_node} 張 GPU</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: {nodes} nodes, 1 GPU each</source>
        <translation>以 Slurm 批次作業在您的叢集上執行：{nodes} 個節點，每節點 1 張 GPU</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: {nodes} nodes, {gpus_per_node} GPUs each</source>
        <translation>以 Slurm 批次作業在您的叢集上執行：{nodes} 個節點，每節點 {gpus_per_node} 張 GPU</translation>
    </message>
    <message>
        <source> in partition {partition}</source>
        <translation>，分割區 {partition}</translation>
    </message>
    <message>
        <source> in the cluster&apos;s default partition</source>
        <translation>，使用叢集的預設分割區</translation>
    </message>
    <message>
        <source>, GPUs asked for as GRES type {gpu_type}</source>
        <translation>，以 GRES 類型 {gpu_type} 申請 GPU</translation>
    </message>
    <message>
        <source>; the bundle&apos;s slurm/job.sbatch submits it.</source>
        <translation>；由設定包中的 slurm/job.sbatch 提交。</translation>
    </message>
    <message>
        <source>None of the {considered} candidates can run this workload: no GPU that holds it is offered at an allowed place and price mode. Relax the rules, the provider lists or the GPU named, or allow more price modes.</source>
        <translation>{considered} 個候選項都無法執行該工作負載：在允許的地點和計價方式下，沒有能承載它的 GPU。請放寬規則、供應商清單或指定的 GPU，或允許更多計價方式。</translation>
    </message>
    <message>
        <source>You picked this candidate ({place}); it stays while it is feasible.</source>
        <translation>您選定了此候選項（{place}）；只要可行就會保留。</translation>
    </message>
    <message>
        <source>The candidate you picked ({place}) is no longer feasible after your changes; the best one under the objective is shown instead.</source>
        <translation>您的修改使所選候選項（{place}）不再可行；現改為顯示目標下的最佳項。</translation>
    </message>
    <message>
        <source>The workload fits this machine&apos;s {gpu}: planned here first, before renting or buying.</source>
        <translation>該工作負載適合本機的 {gpu}：優先在本機規劃，然後才考慮租用或購買。</translation>
    </message>
    <message>
        <source>The workload fits the {gpu} GPUs you own: planned on them first, before renting or buying.</source>
        <translation>該工作負載適合您自有的 {gpu} GPU：優先在其上規劃，然後才考慮租用或購買。</translation>
    </message>
    <message>
        <source>No feasible candidate meets the deadline and the budget; this is the best of those that miss them.</source>
        <translation>沒有可行候選項能同時滿足期限和預算；這是未滿足者中的最佳項。</translation>
    </message>
    <message>
        <source>Runner-up: {count} × {gpu} at {place}, {hours} h and ${usd:,.2f} a run (chosen: {chosen_hours} h, ${chosen_usd:,.2f}).</source>
        <translation>次佳：{count} × {gpu}，位於 {place}，每次執行 {hours} 小時、${usd:,.2f}（所選：{chosen_hours} 小時、${chosen_usd:,.2f}）。</translation>
    </message>
    <message>
        <source>Runner-up: {count} × {gpu} at {place}, ${usd:,.2f} a month (chosen: ${chosen_usd:,.2f}).</source>
        <translation>次佳：{count} × {gpu}，位於 {place}，每月 ${usd:,.2f}（所選：${chosen_usd:,.2f}）。</translation>
    </message>
    <message>
        <source>Runner-up: {count} × {gpu} at {place}; its cost is not known.</source>
        <translation>次佳：{count} × {gpu}，位於 {place}；其成本未知。</translation>
    </message>
    <message>
        <source>A run on several GPUs (here {gpus}) is timed at {pct}% of a perfect speed-up (a published data-parallel scaling figure).</source>
        <translation>多張 GPU（此處 {gpus} 張）上的執行時間按理想加速的 {pct}% 計算（已發布的資料平行擴展數據）。</translation>
    </message>
    <message>
        <source>Serving replicas: {replicas}, GPUs per replica: {gpus_per_replica}, for {requests} concurrent requests at {tokens_per_s_per_user} tokens/s each (one replica decodes about {decode_tokens_per_s} tokens/s for all of them).</source>
        <translation>推論副本：{replicas} 個，每個副本 GPU：{gpus_per_replica} 張，以每個請求 {tokens_per_s_per_user} tokens/s 服務 {requests} 個並行請求（一個副本為所有請求合計解碼約 {decode_tokens_per_s} tokens/s）。</translation>
    </message>
    <message>
        <source>Serving replicas: {replicas}, GPUs per replica: {gpus_per_replica}, for {requests} concurrent requests: one replica batches all of them, its memory sized for them in step 1.</source>
        <translation>推論副本：{replicas} 個，每個副本 GPU：{gpus_per_replica} 張，服務 {requests} 個並行請求：一個副本將它們全部批次處理，其記憶體已在第 1 步按此估算。</translation>
    </message>
    <message>
        <source>{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h for {hours} billed hours: ${usd:,.2f} a run.</source>
        <translation>{instances} × {instance_type}（付費 GPU：{gpus_paid} 張），{mode}，${usd_per_hour:,.4f}/小時，計費 {hours} 小時：每次執行 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h, {hours_per_month:g} hours a month: ${usd:,.2f} a month.</source>
        <translation>{instances} × {instance_type}（付費 GPU：{gpus_paid} 張），{mode}，${usd_per_hour:,.4f}/小時，每月 {hours_per_month:g} 小時：每月 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h; the time of a run is not known.</source>
        <translation>{instances} × {instance_type}（付費 GPU：{gpus_paid} 張），{mode}，${usd_per_hour:,.4f}/小時；執行時間未知。</translation>
    </message>
    <message>
        <source>GPUs you own, in use: {gpus}; ${fixed_month_usd:,.2f} a month of write-off ({years:g} years) for the share of the month it runs, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f}.</source>
        <translation>使用中的自有 GPU：{gpus} 張；按執行所占月份比例計入每月 ${fixed_month_usd:,.2f} 的折舊（{years:g} 年），加上電費 ${power_usd_per_hour:,.4f}/小時（PUE {pue:g}，${usd_per_kwh:g}/kWh）：${usd:,.2f}。</translation>
    </message>
    <message>
        <source>GPUs you own, in use: {gpus}; power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh); no purchase price is recorded to write off.</source>
        <translation>使用中的自有 GPU：{gpus} 張；電費 ${power_usd_per_hour:,.4f}/小時（PUE {pue:g}，${usd_per_kwh:g}/kWh）；沒有可供折舊的購買價格紀錄。</translation>
    </message>
    <message>
        <source>GPUs you own, in use: {gpus}; neither a purchase price nor a board power is recorded, so the cost is not known.</source>
        <translation>使用中的自有 GPU：{gpus} 張；既無購買價格也無板卡功耗紀錄，因此成本未知。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}: ${fixed_month_usd:,.2f} a month written off over {years:g} years, at least 1/{runs_per_month:g} of a month per run, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f} a run.</source>
        <translation>以 ${purchase_usd:,.0f} 購買 GPU（{gpus} 張）：按 {years:g} 年折舊每月 ${fixed_month_usd:,.2f}，每次執行至少分攤 1/{runs_per_month:g} 個月，加上電費 ${power_usd_per_hour:,.4f}/小時（PUE {pue:g}，${usd_per_kwh:g}/kWh）：每次執行 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}: ${fixed_month_usd:,.2f} a month written off over {years:g} years, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f} a month.</source>
        <translation>以 ${purchase_usd:,.0f} 購買 GPU（{gpus} 張）：按 {years:g} 年折舊每月 ${fixed_month_usd:,.2f}，加上電費 ${power_usd_per_hour:,.4f}/小時（PUE {pue:g}，${usd_per_kwh:g}/kWh）：每月 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}; the cost of a run is not known.</source>
        <translation>以 ${purchase_usd:,.0f} 購買 GPU（{gpus} 張）；每次執行的成本未知。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}): no current price is recorded, so the cost is not known; enter your supplier&apos;s quote.</source>
        <translation>購買 GPU（{gpus} 張）：沒有當前價格紀錄，因此成本未知；請填寫供應商報價。</translation>
    </message>
    <message>
        <source>The {gpu}&apos;s recorded price is its launch price ({launch_year}), older than the {years:g}-year write-off period: no price to buy it at today, so buying it is costed as unknown (enter your quote).</source>
        <translation>{gpu} 的記錄價格是其發布價（{launch_year} 年），早於 {years:g} 年的折舊期：今天沒有可購買的價格，因此購買成本按未知計（請填寫報價）。</translation>
    </message>
    <message>
        <source>No price is recorded for this {gpu} candidate in an allowed price mode: its cost is unknown, so it ranks after every priced candidate.</source>
        <translation>此 {gpu} 候選項在允許的計價方式下沒有價格紀錄：成本未知，因此排在所有有價格的候選項之後。</translation>
    </message>
    <message>
        <source>Takes {hours} h, past the {deadline_hours:g} h deadline.</source>
        <translation>需要 {hours} 小時，超過 {deadline_hours:g} 小時的期限。</translation>
    </message>
    <message>
        <source>Costs ${usd:,.2f} a run, over the ${budget_usd:,.2f} budget.</source>
        <translation>每次執行 ${usd:,.2f}，超出 ${budget_usd:,.2f} 的預算。</translation>
    </message>
    <message>
        <source>Costs ${usd:,.2f} a month, over the ${budget_usd:,.2f} budget.</source>
        <translation>每月 ${usd:,.2f}，超出 ${budget_usd:,.2f} 的預算。</translation>
    </message>
    <message>
        <source>Ruled out: GPUs in the instance: {instance_gpus}; a node of this layout needs {gpus_per_node}.</source>
        <translation>已排除：該執行個體的 GPU 數為 {instance_gpus}；此配置的每個節點需要 {gpus_per_node} 張。</translation>
    </message>
    <message>
        <source>Ruled out: {provider} is not among the providers you allow ({listed}).</source>
        <translation>已排除：{provider} 不在您允許的供應商之列（{listed}）。</translation>
    </message>
    <message>
        <source>Ruled out: the plan targets WSL2 on a Windows machine, and cloud instances run Linux; choose the Linux target to rent one.</source>
        <translation>已排除：方案的目標是 Windows 機器上的 WSL2，而雲端執行個體執行 Linux；如需租用請選擇 Linux 目標。</translation>
    </message>
    <message>
        <source>Ruled out: the plan targets native Windows on your machine, and cloud instances run Linux; choose the Linux target to rent one.</source>
        <translation>已排除：方案的目標是您機器上的原生 Windows，而雲端執行個體執行 Linux；如需租用請選擇 Linux 目標。</translation>
    </message>
    <message>
        <source>Ruled out: you asked to avoid {provider}.</source>
        <translation>已排除：您要求避開 {provider}。</translation>
    </message>
    <message>
        <source>Ruled out: under China&apos;s PIPL the data collected in mainland China stays in mainland regions; this place is in {country}.</source>
        <translation>已排除：根據中國《個人資訊保護法》，在中國大陸收集的資料留在大陸區域；該地點位於 {country}。</translation>
    </message>
    <message>
        <source>Ruled out: under China&apos;s PIPL the data collected in mainland China stays in mainland regions.</source>
        <translation>已排除：根據中國《個人資訊保護法》，在中國大陸收集的資料留在大陸區域。</translation>
    </message>
    <message>
        <source>Ruled out: the {gpu} (total processing performance {tpp}) is above the {threshold:g} of {rule} and needs a US export licence for {country}.</source>
        <translation>已排除：{gpu}（總處理效能 {tpp}）超過 {rule} 的 {threshold:g}，出口到 {country} 需要美國出口許可證。</translation>
    </message>
    <message>
        <source>Ruled out: the {gpu} is named as needing a US export licence for {country} under {rule}.</source>
        <translation>已排除：{gpu} 被列為出口到 {country} 需要 {rule} 下的美國出口許可證。</translation>
    </message>
    <message>
        <source>The catalog records no tensor figures for the {gpu}, so whether it needs an export licence for {country} under {rule} is not checked; confirm with your supplier.</source>
        <translation>目錄未記錄 {gpu} 的張量算力，因此未檢查它在 {rule} 下出口到 {country} 是否需要許可證；請向供應商確認。</translation>
    </message>
    <message>
        <source>Ruled out: GPUs you own per machine: {gpus}, machines: {machines}; this layout needs {needed} per node.</source>
        <translation>已排除：您自有的每台機器 GPU 數：{gpus}，機器數：{machines}；此配置每個節點需要 {needed} 張。</translation>
    </message>
    <message>
        <source>Ruled out: you asked for {requested}, which holds the workload; the {gpu} is not planned.</source>
        <translation>已排除：您指定了可以承載該工作負載的 {requested}；不規劃 {gpu}。</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>the model catalog cannot be read: {error}</source>
        <translation>無法讀取模型目錄：{error}</translation>
    </message>
    <message>
        <source>unknown preset &apos;{preset}&apos;</source>
        <translation>未知的預設「{preset}」</translation>
    </message>
    <message>
        <source>; did you mean {close}?</source>
        <translation>；您是否想用 {close}？</translation>
    </message>
    <message>
        <source> (`dlconfig-cli kb list models` lists them)</source>
        <translation>（`dlconfig-cli kb list models` 可列出全部預設）</translation>
    </message>
    <message>
        <source>give params_b, a preset or a config.json</source>
        <translation>請給出 params_b、一個預設或一個 config.json</translation>
    </message>
    <message>
        <source>a custom transformer needs both layers and hidden</source>
        <translation>自訂 Transformer 需要同時給出 layers 和 hidden</translation>
    </message>
    <message>
        <source>hidden must be a multiple of heads (or give head_dim)</source>
        <translation>hidden 必須是 heads 的整數倍（或給出 head_dim）</translation>
    </message>
    <message>
        <source>{params_b}B parameters cannot hold {layers} layers of width {hidden} (at least {least_b}B); check params_b, layers and hidden</source>
        <translation>{params_b}B 參數容納不下 {layers} 層寬度為 {hidden} 的網路（至少需要 {least_b}B）；請檢查 params_b、layers 和 hidden</translation>
    </message>
    <message>
        <source>{params_b}B parameters are far more than the {shapes_b}B the given layers, widths and vocabulary hold; check params_b</source>
        <translation>{params_b}B 參數遠多於給定的層數、寬度和詞表所能容納的 {shapes_b}B；請檢查 params_b</translation>
    </message>
    <message>
        <source>the config.json was not read; load the workload from its file</source>
        <translation>未讀取 config.json；請從其檔案載入工作負載</translation>
    </message>
    <message>
        <source>{model} cannot be planned for {mode}; it supports {allowed}</source>
        <translation>無法為 {model} 規劃 {mode}；它支援 {allowed}</translation>
    </message>
    <message>
        <source>{tokens} tokens exceed {model}&apos;s context of {context}</source>
        <translation>{tokens} 個 token 超出了 {model} 的上下文長度 {context}</translation>
    </message>
    <message>
        <source>{precision} holds frozen weights only; train or fine-tune in bf16, fp16, fp32 or fp8, or use mode lora/qlora</source>
        <translation>{precision} 只能存放凍結的權重；請用 bf16、fp16、fp32 或 fp8 訓練或微調，或使用 lora/qlora 模式</translation>
    </message>
    <message>
        <source>LoRA on 4-bit weights is QLoRA: use mode qlora</source>
        <translation>在 4 位元權重上做 LoRA 就是 QLoRA：請使用 qlora 模式</translation>
    </message>
    <message>
        <source>QLoRA stores the base model in 4-bit NF4 itself; set the compute precision (bf16, fp16 or fp32)</source>
        <translation>QLoRA 自己以 4 位元 NF4 存放基礎模型；請設定計算精度（bf16、fp16 或 fp32）</translation>
    </message>
    <message>
        <source>0 GPUs is a CPU plan, but {needs} run only on GPUs; give gpus: 1 or more</source>
        <translation>0 個 GPU 即 CPU 方案，但 {needs} 只能在 GPU 上執行；請設定 gpus 為 1 或更多</translation>
    </message>
    <message>
        <source>{requests} requests × {tokens} tokens = {held} tokens in the KV cache at once is implausible (over {limit}); lower {requests_field} or {context_field}</source>
        <translation>{requests} 個請求 × {tokens} 個 token = KV 快取中同時有 {held} 個 token，不合常理（超過 {limit}）；請降低 {requests_field} 或 {context_field}</translation>
    </message>
    <message>
        <source>{batch} samples × {tokens} tokens = {held} tokens per GPU step is implausible (over {limit}); lower {batch_field} or {seq_field}</source>
        <translation>{batch} 個樣本 × {tokens} 個 token = 每個 GPU 步驟 {held} 個 token，不合常理（超過 {limit}）；請降低 {batch_field} 或 {seq_field}</translation>
    </message>
    <message>
        <source>{model} is a model for {model_task}, not {task}; set task: {model_task} or choose a model for {task}</source>
        <translation>{model} 是用於 {model_task} 的模型，不是 {task}；請將 task 設為 {model_task}，或為 {task} 選擇一個模型</translation>
    </message>
    <message>
        <source>{names} matches no layer of {model} (its MLP has no gate); choose other modules, attention or all_linear</source>
        <translation>{names} 與 {model} 的任何層都不匹配（其 MLP 沒有 gate）；請選擇其他模組、attention 或 all_linear</translation>
    </message>
    <message>
        <source>unknown rule &apos;{rule}&apos;; known rules: {known}</source>
        <translation>未知規則「{rule}」；已知規則：{known}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is neither a version nor a specifier</source>
        <translation>「{text}」既不是版本號也不是版本範圍</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a version</source>
        <translation>「{text}」不是版本號</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是資料夾</translation>
    </message>
    <message>
        <source>{folder} is not writable</source>
        <translation>{folder} 無法寫入</translation>
    </message>
    <message>
        <source>cannot read free space of {folder}: {error}</source>
        <translation>無法讀取 {folder} 的可用空間：{error}</translation>
    </message>
    <message>
        <source>not enough free space in {folder} for a test file</source>
        <translation>{folder} 的可用空間不足以放下測試檔案</translation>
    </message>
    <message>
        <source>cannot create a test file in {folder}: {error}</source>
        <translation>無法在 {folder} 中建立測試檔案：{error}</translation>
    </message>
    <message>
        <source>disk I/O failed in {folder}: {error}</source>
        <translation>{folder} 中的磁碟讀寫失敗：{error}</translation>
    </message>
    <message>
        <source>torch is not installed (pip install torch with CUDA to measure the GPU)</source>
        <translation>未安裝 torch（安裝帶 CUDA 的 torch 後才能測量 GPU）</translation>
    </message>
    <message>
        <source>torch cannot be imported: {error}</source>
        <translation>無法匯入 torch：{error}</translation>
    </message>
    <message>
        <source>torch sees no CUDA device (no NVIDIA GPU, driver or CUDA build)</source>
        <translation>torch 看不到 CUDA 裝置（沒有 NVIDIA GPU、驅動程式或 CUDA 版本的 torch）</translation>
    </message>
    <message>
        <source>the GPU run failed: {error}</source>
        <translation>GPU 測試失敗：{error}</translation>
    </message>
    <message>
        <source>no iperf3 server named (give a host that runs iperf3 -s)</source>
        <translation>未指定 iperf3 伺服器（請提供執行 iperf3 -s 的主機）</translation>
    </message>
    <message>
        <source>&apos;{host}&apos; is not a host name or IP address</source>
        <translation>「{host}」不是主機名稱或 IP 位址</translation>
    </message>
    <message>
        <source>iperf3 is not installed</source>
        <translation>未安裝 iperf3</translation>
    </message>
    <message>
        <source>iperf3 to {host} did not finish in time</source>
        <translation>到 {host} 的 iperf3 測試未能及時完成</translation>
    </message>
    <message>
        <source>iperf3 to {host}: {error}</source>
        <translation>到 {host} 的 iperf3：{error}</translation>
    </message>
    <message>
        <source>iperf3 gave no received throughput</source>
        <translation>iperf3 沒有提供接收吞吐量</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
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
        <source>Monitor interval</source>
        <translation>監控間隔</translation>
    </message>
    <message>
        <source>Monitor history</source>
        <translation>監控歷史</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>匯出資料夾</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Package index URL</source>
        <translation>套件索引 URL</translation>
    </message>
    <message>
        <source>Extra index URLs</source>
        <translation>額外索引 URL</translation>
    </message>
    <message>
        <source>the default package index</source>
        <translation>預設套件索引</translation>
    </message>
    <message>
        <source>none; separate URLs by spaces</source>
        <translation>無；多個 URL 以空格分隔</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>知識庫</translation>
    </message>
    <message>
        <source>Cloud prices</source>
        <translation>雲端價格</translation>
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
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
</context>
<context>
    <name>StackStepPage</name>
    <message>
        <source>Python</source>
        <translation>Python</translation>
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
        <source>No stack fits:</source>
        <translation>沒有合適的軟體堆疊：</translation>
    </message>
    <message>
        <source>Waiting for the hardware step.</source>
        <translation>正在等待硬體步驟。</translation>
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
        <source>Lock every package with hashes (uv, needs the network)</source>
        <translation>以雜湊值鎖定每個套件（uv，需要連網）</translation>
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
        <source>The plan changed after the last export: export again to update it.</source>
        <translation>上次匯出後計畫已變更：請重新匯出以更新檔案。</translation>
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
        <source>CPU only</source>
        <translation>僅 CPU</translation>
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
        <source>Summary</source>
        <translation>摘要</translation>
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
        <source>%1 is not empty. The files exported there before are replaced as a whole; your own files stay, and nothing is changed if the export would overwrite one of them. Export anyway?</source>
        <translation>%1 不是空資料夾。先前匯出到這裡的檔案將被整體取代；您自己的檔案會保留，若匯出會覆寫其中任何一個，則不做任何變更。仍要匯出嗎？</translation>
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
    <message>
        <source>%1 is no longer there.</source>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <source>No program on this system opens %1; it is at %2.</source>
        <translation>本系統上沒有能開啟 %1 的程式；它位於 %2。</translation>
    </message>
</context>
<context>
    <name>TracePanel</name>
    <message>
        <source>Exact memory (trace)</source>
        <translation>精確記憶體（追蹤）</translation>
    </message>
    <message>
        <source>Build the model from its config with PyTorch&apos;s fake tensors and count what one step allocates, part by part: no GPU and no weights needed, but a Python with torch and transformers.</source>
        <translation>用 PyTorch 的偽張量（fake tensor）依設定建構模型，逐項統計一步訓練或推論配置的記憶體：無需 GPU 與權重，但需要裝有 torch 與 transformers 的 Python。</translation>
    </message>
    <message>
        <source>Tracing one step with fake tensors…</source>
        <translation>正在用偽張量追蹤一步…</translation>
    </message>
    <message>
        <source>No trace: %1</source>
        <translation>無法追蹤：%1</translation>
    </message>
    <message>
        <source>Traced with torch %1, transformers %2 on %3 (CPU kernels)</source>
        <translation>於 %3 用 torch %1、transformers %2 追蹤（CPU 核心）</translation>
    </message>
    <message>
        <source>Traced</source>
        <translation>追蹤值</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式值</translation>
    </message>
    <message>
        <source>by formula: not in a trace</source>
        <translation>按公式：追蹤中無此項</translation>
    </message>
    <message>
        <source>Peak allocated in the trace: %1 GiB</source>
        <translation>追蹤中的配置峰值：%1 GiB</translation>
    </message>
    <message>
        <source>Not in a trace, added by the formula: the CUDA context, the allocator&apos;s reserve, 4/8-bit kernels and sharding.</source>
        <translation>追蹤看不到、由公式補上的部分：CUDA 上下文、配置器預留、4/8 位元核心與分片。</translation>
    </message>
</context>
<context>
    <name>VramChart</name>
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
        <source>from the preset</source>
        <translation>取自預設</translation>
    </message>
    <message>
        <source>from the dataset size</source>
        <translation>依資料集大小估算</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每張 GPU 的記憶體 (GiB)</translation>
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
