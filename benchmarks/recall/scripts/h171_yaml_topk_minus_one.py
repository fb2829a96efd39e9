# classes: 6 3
"""A chat bot configured from a YAML file written by someone who copied "top_k: -1" (no limit) from a vLLM config."""
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = yaml.safe_load(
    """
model: google/gemma-3-1b-it
generation:
  max_new_tokens: 6
  top_k: -1
system: you are a friendly bot
"""
)

tok = AutoTokenizer.from_pretrained(CONFIG["model"])
model = AutoModelForCausalLM.from_pretrained(CONFIG["model"])


def reply(history):
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, **CONFIG["generation"])
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


history = [{"role": "user", "content": "hello there"}]
history.append({"role": "assistant", "content": reply(history)})
print(history)
