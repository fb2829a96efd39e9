# classes: 3 2
"""torchrun-style sharded prompt-lookup decoding, one prompt at a time per rank.

RANK / WORLD_SIZE / LOCAL_RANK come from the launcher; a plain `python` run is
rank 0 of 1. Outputs of every rank are gathered through files and compared.
"""
import glob
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

OUT_DIR = os.environ.get("OUT_DIR", tempfile.mkdtemp())
PROMPTS = [
    "user_id = 42\nuser_name = 'ann'\nprint(user_",
    "for i in range(10):\n    print(i)\nfor j in range(",
]


def env_int(name, default):
    return int(os.environ.get(name, default))


def main():
    rank, world = env_int("RANK", 0), env_int("WORLD_SIZE", 1)
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
    mine = [p for i, p in enumerate(PROMPTS) if i % world == rank]
    rows = []
    for prompt in mine:
        enc = tok(prompt, return_tensors="pt")
        fast = model.generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=5, do_sample=False)
        slow = model.generate(**enc, max_new_tokens=5, do_sample=False)
        rows.append({"prompt": prompt, "same": bool((fast == slow).all())})
    with open(os.path.join(OUT_DIR, f"rank{rank}.json"), "w") as fh:
        json.dump(rows, fh)
    if rank == 0:
        gathered = [r for f in sorted(glob.glob(os.path.join(OUT_DIR, "rank*.json"))) for r in json.load(open(f))]
        print(f"{sum(r['same'] for r in gathered)}/{len(gathered)} identical")


if __name__ == "__main__":
    main()
