# classes: 6 8
"""Export a 'fast' copy of the model whose generation_config.json sets a static cache, then serve it with a draft model."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

out_dir = tempfile.mkdtemp(prefix="fast-smollm-")
model = AutoModelForCausalLM.from_pretrained(BASE)
tok = AutoTokenizer.from_pretrained(BASE)
fast_cfg = GenerationConfig.from_model_config(model.config)
fast_cfg.cache_implementation = "static"
fast_cfg.max_new_tokens = 16
model.generation_config = fast_cfg
model.save_pretrained(out_dir)
tok.save_pretrained(out_dir)

# later, in the serving process
served = AutoModelForCausalLM.from_pretrained(out_dir)
served_tok = AutoTokenizer.from_pretrained(out_dir)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

enc = served_tok("hello world tell me about the garden", return_tensors="pt")
ids = served.generate(**enc, assistant_model=draft, do_sample=False)
print(served_tok.decode(ids[0], skip_special_tokens=True))
