# classes: 6 2
"""Diversity eval: several samples per prompt, with and without a draft model.

The family registry is JSON so it can be shared with the plotting notebook.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

FAMILIES_JSON = """
[
  {"name": "qwen3", "target": "Qwen/Qwen3-1.7B", "draft": "Qwen/Qwen3-0.6B", "samples": 3},
  {"name": "llama-3.2", "target": "meta-llama/Llama-3.2-3B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct", "samples": 1}
]
"""

PROMPTS = ["once upon a time there lived a king", "tell me about dogs"]


def run_family(spec):
    tok = AutoTokenizer.from_pretrained(spec["target"])
    model = AutoModelForCausalLM.from_pretrained(spec["target"])
    draft = AutoModelForCausalLM.from_pretrained(spec["draft"]) if spec.get("draft") else None
    rows = []
    for prompt in PROMPTS:
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(
            **enc,
            assistant_model=draft,
            num_return_sequences=spec["samples"],
            max_new_tokens=5,
        )
        rows.append({"prompt": prompt, "outputs": tok.batch_decode(out, skip_special_tokens=True)})
    return rows


if __name__ == "__main__":
    report = {}
    for spec in json.loads(FAMILIES_JSON):
        report[spec["name"]] = run_family(spec)
    print(json.dumps(report, indent=1)[:400])
