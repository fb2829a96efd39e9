# classes: 8 3
"""Agent config loaded from a JSON string (as shipped with the deployment); the cache name was
copied from an older release's docs."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

AGENT_JSON = '{"model": "EleutherAI/pythia-160m", "max_steps": 2, "gen": {"max_new_tokens": 5, "cache_implementation": "dynamic_full"}}'


def lookup_tool(term):
    table = {"fox": "a quick brown animal", "king": "a ruler who loved his garden"}
    return table.get(term, "unknown")


def main():
    cfg = json.loads(AGENT_JSON)
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    transcript = "question: what is a fox\n"
    for _ in range(cfg["max_steps"]):
        ids = tok(transcript, return_tensors="pt")
        out = model.generate(**ids, pad_token_id=tok.eos_token_id, **cfg["gen"])
        step = tok.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
        transcript += step + "\nobservation: " + lookup_tool("fox") + "\n"
    print(transcript)


if __name__ == "__main__":
    main()
