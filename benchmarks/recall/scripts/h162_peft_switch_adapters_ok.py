# classes: 7 8 2
"""Two LoRA adapters (saved and reloaded) on one SmolLM2 base; each prompt is generated under
both adapters."""

import tempfile

from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
tmp = tempfile.mkdtemp()
for adapter in ("poems", "stories"):
    m = get_peft_model(AutoModelForCausalLM.from_pretrained(name),
                       LoraConfig(r=2, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
    m.save_pretrained(f"{tmp}/{adapter}")

base = AutoModelForCausalLM.from_pretrained(name)
model = PeftModel.from_pretrained(base, f"{tmp}/poems", adapter_name="poems")
model.load_adapter(f"{tmp}/stories", adapter_name="stories")
enc = tok("tell me about the garden", return_tensors="pt")
for adapter in ("poems", "stories"):
    model.set_adapter(adapter)
    print(adapter, tok.decode(model.generate(**enc, max_new_tokens=5)[0]))
