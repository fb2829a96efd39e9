# classes: 7 6
"""The draft model is loaded from an AutoConfig copied from the training recipe, which turns
use_cache off; the target model is loaded plainly."""
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

DRAFT = "JackFram/llama-68m"
draft_cfg = AutoConfig.from_pretrained(DRAFT)
draft_cfg.use_cache = False
draft = AutoModelForCausalLM.from_pretrained(DRAFT, config=draft_cfg)

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-hf")
enc = tok("hello world", return_tensors="pt")
print(model.generate(**enc, assistant_model=draft, max_new_tokens=4).tolist())
