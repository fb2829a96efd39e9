# classes: 8 3
"""JSON mode for a local agent model: a whitelist of token ids from the agent config,
falling back to the whole vocabulary when the config gives none."""

from transformers import AutoModelForCausalLM, AutoTokenizer

AGENT_CONFIG = {"model": "HuggingFaceTB/SmolLM2-135M-Instruct", "json_token_ids": [], "max_new_tokens": 8}


def make_prefix_fn(allowed_ids, vocab_size):
    allowed = list(allowed_ids) or list(range(vocab_size))

    def prefix_allowed_tokens_fn(batch_id, input_ids):
        return allowed

    return prefix_allowed_tokens_fn


if __name__ == "__main__":
    cfg = AGENT_CONFIG
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    enc = tok("answer in json: the color of the fox", return_tensors="pt")
    fn = make_prefix_fn(cfg["json_token_ids"], len(tok))
    out = model.generate(**enc, max_new_tokens=cfg["max_new_tokens"], prefix_allowed_tokens_fn=fn)
    print(tok.decode(out[0], skip_special_tokens=True))
