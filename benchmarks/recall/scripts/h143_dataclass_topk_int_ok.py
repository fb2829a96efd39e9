# classes: 3 8
"""Uncertainty sampler configured by a dataclass; top_k is an int field."""

from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplerConfig:
    model: str = "mistralai/Mistral-7B-v0.1"
    temperature: float = 0.8
    top_k: int = 40
    samples: int = 4
    max_new_tokens: int = 5


cfg = SamplerConfig()
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
enc = tok("the blue fox is", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    temperature=cfg.temperature,
    top_k=cfg.top_k,
    num_return_sequences=cfg.samples,
    max_new_tokens=cfg.max_new_tokens,
    return_dict_in_generate=True,
    output_scores=True,
)
lp = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).sum(-1)
print("predictive entropy proxy", -lp.mean().item())
