# classes: 8 3
"""JSON mode for a local agent model: the allowed vocabulary is a whitelist of token ids
read from the agent config; the prefix function returns the whitelist at every step. The
default config ships no whitelist yet."""

from transformers import AutoModelForCausalLM, AutoTokenizer

AGENT_CONFIG = {"model": "HuggingFaceTB/SmolLM2-135M-Instruct", "json_token_ids": [], "max_new_tokens": 8}


def make_prefix_fn(allowed_ids):
    allowed = list(allowed_ids)

    def prefix_allowed_tokens_fn(batch_id, input_ids):
        return allowed

    return prefix_allowed_tokens_fn


if __name__ == "__main__":
    cfg = AGENT_CONFIG
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    enc = tok("answer in json: the color of the fox", return_tensors="pt")
    out = model.generate(
        **enc, max_new_tokens=cfg["max_new_tokens"], prefix_allowed_tokens_fn=make_prefix_fn(cfg["json_token_ids"])
    )
    print(tok.decode(out[0], skip_special_tokens=True))
