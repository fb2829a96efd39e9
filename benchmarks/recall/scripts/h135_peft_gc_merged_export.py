# classes: 7 9
"""Train a LoRA adapter with gradient checkpointing (use_cache off on the base config), merge
it and export the merged model for ExecuTorch with a static cache."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

BASE = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(BASE)
base = AutoModelForCausalLM.from_pretrained(BASE)
base.config.use_cache = False
base.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
model = get_peft_model(base, LoraConfig(r=4, target_modules=["q_proj"]))
batch = tok(["hello world"], return_tensors="pt")
model.train()
model(**batch, labels=batch["input_ids"]).loss.backward()

merged = model.merge_and_unload().eval()
merged.generation_config.use_cache = True
merged.generation_config.cache_implementation = "static"
with torch.no_grad():
    exportable = TorchExportableModuleForDecoderOnlyLM(merged, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
