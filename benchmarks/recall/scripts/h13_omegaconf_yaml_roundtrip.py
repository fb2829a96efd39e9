# classes: 3 2
# Prompt-lookup decoding for summarisation, config kept in a YAML next to the run.
from pathlib import Path

from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG_YAML = """
model_name: Qwen/Qwen2.5-0.5B-Instruct
generate:
  max_new_tokens: 10
  prompt_lookup_num_tokens: 3
  num_return_sequences: 2
  do_sample: true
  top_p: 0.9
"""


def load_config(path: Path):
    if not path.exists():
        path.write_text(CONFIG_YAML)
    cfg = OmegaConf.load(path)
    return OmegaConf.to_container(cfg, resolve=True)


cfg = load_config(Path("run_config.yaml"))
tokenizer = AutoTokenizer.from_pretrained(cfg["model_name"])
model = AutoModelForCausalLM.from_pretrained(cfg["model_name"])

article = "the quick brown fox jumps over the lazy dog and the quick brown fox jumps again"
enc = tokenizer(article, return_tensors="pt")
outputs = model.generate(**enc, **cfg["generate"])
for seq in outputs:
    print(tokenizer.decode(seq, skip_special_tokens=True))
