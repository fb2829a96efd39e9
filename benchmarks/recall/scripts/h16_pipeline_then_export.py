# classes: 4 6
# Sanity-check the chat model with a pipeline, then export the very same weights.
import torch
from transformers import pipeline
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", device="cpu")
print(pipe("Hello", max_new_tokens=4, do_sample=False)[0]["generated_text"])

pipe.model.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleWithStaticCache(pipe.model, batch_size=1, max_cache_len=32)
print(exportable)
