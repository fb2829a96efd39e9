# classes: 8 2
"""Benchmark suite whose generation settings live in a JSON-like table; each suite entry is
turned into a GenerationConfig with from_dict and then run on the same model."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SUITE_JSON = """
{
  "defaults": {"max_new_tokens": 6, "do_sample": false},
  "suites": {
    "short-greedy": {},
    "long-context": {"cache_implementation": "static"},
    "full-dynamic": {"cache_implementation": "dynamic_full"}
  }
}
"""


def load_suite(text):
    data = json.loads(text)
    configs = {}
    for name, override in data["suites"].items():
        merged = dict(data["defaults"])
        merged.update(override)
        configs[name] = GenerationConfig.from_dict(merged)
    return configs


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    configs = load_suite(SUITE_JSON)
    enc = tok("Benchmarks are useful because", return_tensors="pt")
    for name, cfg in configs.items():
        out = model.generate(**enc, generation_config=cfg, pad_token_id=tok.eos_token_id)
        print(f"[{name}] {tok.decode(out[0][enc['input_ids'].shape[1]:])!r}")


if __name__ == "__main__":
    main()
