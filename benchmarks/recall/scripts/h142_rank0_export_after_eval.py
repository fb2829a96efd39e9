# classes: 7 8
"""After a distributed evaluation, the main process exports the unwrapped model for on-device use
with ExecuTorch's static-cache export helper."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import convert_and_export_with_cache

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = accelerator.prepare(AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"))

enc = tok("Hello there", return_tensors="pt")
with torch.no_grad():
    out = accelerator.unwrap_model(model).generate(**enc, max_new_tokens=4)
accelerator.print(tok.decode(out[0]))

accelerator.wait_for_everyone()
if accelerator.is_main_process:
    exported = convert_and_export_with_cache(accelerator.unwrap_model(model))
    print(type(exported).__name__)
