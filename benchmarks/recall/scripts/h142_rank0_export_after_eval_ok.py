# classes: 7 8
"""After a distributed evaluation, the main process writes a static-cache generation config onto
the unwrapped model and exports it with ExecuTorch's helper."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
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
    base = accelerator.unwrap_model(model)
    base.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=32,
        cache_config={"batch_size": 1, "max_cache_len": 32, "device": "cpu"},
    )
    exported = convert_and_export_with_cache(base)
    print(type(exported).__name__)
