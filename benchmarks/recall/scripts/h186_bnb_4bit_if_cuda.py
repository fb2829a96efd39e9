# classes: 8 1
"""QLoRA-style load of Llama 3.2 1B: 4-bit on a GPU box, plain bfloat16 on a CPU-only box."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig

model_id = "meta-llama/Llama-3.2-1B-Instruct"
load_kwargs = {"torch_dtype": torch.bfloat16}
if torch.cuda.is_available():
    load_kwargs["quantization_config"] = BitsAndBytesConfig(
        load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_compute_dtype=torch.bfloat16
    )
    load_kwargs["device_map"] = "auto"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, **load_kwargs)
enc = tok("tell me a story", return_tensors="pt").to(model.device)
print(tok.decode(model.generate(**enc, max_new_tokens=5)[0], skip_special_tokens=True))
