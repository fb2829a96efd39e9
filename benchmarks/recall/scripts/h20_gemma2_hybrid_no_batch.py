# classes: 6 9
# Gemma 2 on device: hybrid (sliding + global) cache wrapper, sized by the context we allow.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

MODEL_ID = "google/gemma-2-2b-it"
CONTEXT = 64

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32, attn_implementation="eager")
model.eval()

exportable = TorchExportableModuleWithHybridCache(model, max_cache_len=CONTEXT)
prompt = tokenizer("Summarise:", return_tensors="pt").input_ids[:, :1]
with torch.no_grad():
    out = exportable(input_ids=prompt, cache_position=torch.tensor([0]))
print(out.shape)
