# classes: 2 7
"""Run table for a decoding study: one GenerationConfig built once, then per run a deep copy
updated with the run's overrides via .update(**kw); greedy runs still ask for several outputs."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = GenerationConfig(max_new_tokens=8, num_return_sequences=2, do_sample=True, temperature=0.9)
RUNS = [
    ("sampled_t09", {}),
    ("sampled_t05", {"temperature": 0.5}),
    ("greedy", {"do_sample": False, "temperature": None}),
]


def main():
    tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
    model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
    enc = tok("tell me a story about cats", return_tensors="pt")
    for name, overrides in RUNS:
        cfg = copy.deepcopy(BASE)
        cfg.update(**overrides)
        out = model.generate(**enc, generation_config=cfg, pad_token_id=tok.eos_token_id)
        print(name, out.shape)


if __name__ == "__main__":
    main()
