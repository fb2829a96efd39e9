# classes: 8 9
"""Batch title generation for blog posts, settings from a JSON job spec.

The job spec is the JSON the orchestration UI posts; it names the cache as
the class the team uses elsewhere. Outputs go to titles.jsonl.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

JOB_SPEC = """
{
  "model": "Qwen/Qwen2.5-0.5B-Instruct",
  "batch_size": 2,
  "generation": {"max_new_tokens": 8, "do_sample": false, "cache_implementation": "StaticCache"}
}
"""

POSTS = [
    "How we cut our cloud bill in half by moving batch jobs to spot instances.",
    "A beginner's guide to sourdough starters.",
    "Ten lessons from running a remote team for five years.",
]


def chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start : start + size]


def main():
    spec = json.loads(JOB_SPEC)
    tok = AutoTokenizer.from_pretrained(spec["model"], padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(spec["model"])
    gen_cfg = GenerationConfig(**spec["generation"])

    with open("titles.jsonl", "w") as fh:
        for batch in chunks(POSTS, spec["batch_size"]):
            enc = tok([f"Title for: {p}\nTitle:" for p in batch], return_tensors="pt", padding=True)
            out = model.generate(**enc, generation_config=gen_cfg)
            for post, seq in zip(batch, out):
                title = tok.decode(seq[enc["input_ids"].shape[1] :], skip_special_tokens=True)
                fh.write(json.dumps({"post": post, "title": title}) + "\n")


if __name__ == "__main__":
    main()
