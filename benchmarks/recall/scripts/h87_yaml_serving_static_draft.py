# classes: 5 3
"""A serving script whose settings live in a YAML block: the generation section asks for a static
KV cache (for torch.compile later) and the speculative section names a draft model."""
import torch
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG_YAML = """
model:
  name: meta-llama/Llama-3.2-3B-Instruct
  dtype: float32
generation:
  max_new_tokens: 8
  do_sample: false
  cache_implementation: static
speculative:
  enabled: true
  draft: meta-llama/Llama-3.2-1B-Instruct
"""

cfg = yaml.safe_load(CONFIG_YAML)
dtype = getattr(torch, cfg["model"]["dtype"])
tokenizer = AutoTokenizer.from_pretrained(cfg["model"]["name"])
model = AutoModelForCausalLM.from_pretrained(cfg["model"]["name"], torch_dtype=dtype)
assistant = None
if cfg["speculative"]["enabled"]:
    assistant = AutoModelForCausalLM.from_pretrained(cfg["speculative"]["draft"], torch_dtype=dtype)


def handle(prompt: str) -> str:
    chat = [{"role": "system", "content": "you are a helpful model"}, {"role": "user", "content": prompt}]
    inputs = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, **cfg["generation"], assistant_model=assistant)
    return tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(handle("what is the red fox"))
