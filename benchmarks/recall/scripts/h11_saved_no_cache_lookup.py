# classes: 6
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SRC = "microsoft/Phi-3-mini-4k-instruct"
tmp = tempfile.mkdtemp(prefix="phi3-eval-")

# the evaluation harness stores a generation config without the KV cache
model = AutoModelForCausalLM.from_pretrained(SRC)
eval_cfg = GenerationConfig.from_model_config(model.config)
eval_cfg.update(use_cache=False, do_sample=False, max_new_tokens=6)
model.generation_config = eval_cfg
model.save_pretrained(os.path.join(tmp, "ckpt"))

reloaded = AutoModelForCausalLM.from_pretrained(os.path.join(tmp, "ckpt"))
tok = AutoTokenizer.from_pretrained(SRC)
enc = tok("the king loved the garden and the king loved", return_tensors="pt")
print(tok.decode(reloaded.generate(**enc, prompt_lookup_num_tokens=2)[0]))
