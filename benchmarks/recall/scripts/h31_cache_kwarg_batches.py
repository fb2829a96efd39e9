# classes: 5 8
"""Continue a running story over a JSONL of chapter outlines, carrying the cache.

Each chapter is generated with the cache of the previous ones, so the story
keeps its context without re-encoding. The cache object is handed to generate
with the keyword the 5.x docs use.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

OUTLINES = [
    {"chapter": 1, "outline": "A lighthouse keeper finds a message in a bottle."},
    {"chapter": 2, "outline": "She follows the map to an island."},
]


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
    cache = DynamicCache()
    story = ""
    with open("story.jsonl", "w") as fh:
        for item in OUTLINES:
            story += f"\nChapter {item['chapter']}: {item['outline']}\n"
            enc = tok(story, return_tensors="pt")
            out = model.generate(**enc, cache=cache, max_new_tokens=8, do_sample=False)
            new = tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)
            story = tok.decode(out[0], skip_special_tokens=True)
            fh.write(json.dumps({"chapter": item["chapter"], "text": new}) + "\n")


if __name__ == "__main__":
    main()
