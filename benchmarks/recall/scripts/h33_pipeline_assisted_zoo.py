# classes: 4 7
"""Assisted text-generation pipelines built from a table of target/draft pairs; models are
loaded once by a cached loader and shared between the pipelines."""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

PAIRS = [
    ("openai-community/gpt2-medium", "distilbert/distilgpt2"),
    ("EleutherAI/pythia-160m", "EleutherAI/pythia-70m"),
]


@lru_cache(maxsize=None)
def load_model(model_id):
    return AutoModelForCausalLM.from_pretrained(model_id)


def make_pipeline(target_id, draft_id):
    target = load_model(target_id)
    draft = load_model(draft_id)
    return pipeline("text-generation", model=target, assistant_model=draft)


def main():
    for target_id, draft_id in PAIRS:
        pipe = make_pipeline(target_id, draft_id)
        out = pipe("A benchmark suite should", max_new_tokens=6, do_sample=False)
        print(target_id, "|", out[0]["generated_text"])


if __name__ == "__main__":
    main()
