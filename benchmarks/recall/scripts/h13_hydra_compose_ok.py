# classes: 3 2
"""Sampling eval with hydra's compose API; several samples drawn one by one."""
from pathlib import Path

from hydra import compose, initialize_config_dir
from transformers import AutoModelForCausalLM, AutoTokenizer

CONF_DIR = Path("conf").absolute()
CONF_DIR.mkdir(exist_ok=True)
(CONF_DIR / "config.yaml").write_text(
    "model: HuggingFaceTB/SmolLM2-360M-Instruct\n"
    "assistant: HuggingFaceTB/SmolLM2-135M-Instruct\n"
    "n_samples: 3\n"
    "generate:\n"
    "  max_new_tokens: 8\n"
    "  do_sample: true\n"
    "  temperature: 0.7\n"
    "  num_return_sequences: 3\n"
)

with initialize_config_dir(config_dir=str(CONF_DIR), version_base=None):
    cfg = compose(config_name="config", overrides=["generate.num_return_sequences=1"])

tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
assistant = AutoModelForCausalLM.from_pretrained(cfg.assistant)
batch = tok("tell me a story about dogs", return_tensors="pt")
for i in range(cfg.n_samples):
    sample = model.generate(**batch, assistant_model=assistant, **cfg.generate)
    print(i, tok.decode(sample[0]))
