# classes: 7 6
"""Export job runner: each export step is submitted to a single-worker pool so the UI thread stays
responsive; the model's generation config was never switched to a static cache."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.eval()

with ThreadPoolExecutor(max_workers=1) as pool:
    wrapped = pool.submit(TorchExportableModuleWithStaticCache, model, batch_size=1, max_cache_len=32).result()
print(type(wrapped).__name__)
