# classes: 6 8
# Gemma 2 chat with a small draft model; decoding settings read from the hub's generation_config.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "google/gemma-2-9b-it"
DRAFT = "google/gemma-2-2b-it"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

gen_config = GenerationConfig.from_pretrained(TARGET)
gen_config.max_new_tokens = 4
gen_config.do_sample = False

msgs = [{"role": "user", "content": "Name three rivers."}]
prompt = tok.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)
ids = tok(prompt, return_tensors="pt", add_special_tokens=False).input_ids
out = target.generate(ids, generation_config=gen_config, assistant_model=draft)
print(tok.decode(out[0, ids.shape[-1]:]))
