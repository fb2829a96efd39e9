# classes: 7 3
# %%
import copy
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.INFO)
logger = logging.getLogger("eval")

TARGET = "meta-llama/Llama-2-13b-chat-hf"
DRAFT = "meta-llama/Llama-2-7b-chat-hf"

# %%
tok = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

# %%
# A private copy of the generation config for the "short answers" experiment
short_cfg = copy.deepcopy(model.generation_config)
short_cfg.update(max_new_tokens=6, do_sample=False, use_cache=False)
logger.info("short cfg: %s", short_cfg.to_diff_dict())

# %%
results = {}
for prompt in ["hello world", "the lazy dog"]:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, generation_config=short_cfg, assistant_model=draft)
    results[prompt] = tok.decode(out[0], skip_special_tokens=True)

# %%
for k, v in results.items():
    print(f"{k!r:>20} -> {v!r}")
