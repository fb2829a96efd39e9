# classes: 3 8
"""Generation server settings as a dataclass; flash attention is opt-in."""

from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ServeConfig:
    model: str = "Qwen/Qwen2.5-0.5B-Instruct"
    use_flash_attention: bool = False
    max_new_tokens: int = 8


cfg = ServeConfig()
kwargs = {"attn_implementation": "flash_attention_2"} if cfg.use_flash_attention else {}
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model, **kwargs)
enc = tok("hello", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=cfg.max_new_tokens)[0]))
