# classes: 4 8
"""Bulk product-tag generation with a speculative text-generation pipeline.

The generation settings are kept in a GenerationConfig built from the team's
JSON defaults and given to pipeline() so every call uses them. Reads a JSONL
catalogue and writes tags.jsonl.
"""
import json

from transformers import AutoModelForCausalLM, GenerationConfig, pipeline

DEFAULTS = '{"max_new_tokens": 6, "do_sample": false, "num_beams": 1}'
CATALOGUE = [
    {"id": "p1", "title": "Wireless noise-cancelling headphones"},
    {"id": "p2", "title": "Ceramic pour-over coffee dripper"},
]


def build_pipe():
    gen_cfg = GenerationConfig(**json.loads(DEFAULTS))
    draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
    return pipeline(
        "text-generation",
        model="EleutherAI/pythia-160m",
        assistant_model=draft,
        generation_config=gen_cfg,
    )


def main():
    pipe = build_pipe()
    with open("tags.jsonl", "w") as fh:
        for item in CATALOGUE:
            out = pipe(f"Tags for {item['title']}:", return_full_text=False)
            fh.write(json.dumps({"id": item["id"], "tags": out[0]["generated_text"]}) + "\n")


if __name__ == "__main__":
    main()
