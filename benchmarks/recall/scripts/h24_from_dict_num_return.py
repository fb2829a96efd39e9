# classes: 7 2
"""Best-of-n reranking: the sampling settings live in a plain dict and go through from_dict."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SAMPLING = {
    "do_sample": True,
    "temperature": 0.9,
    "top_k": 50,
    "max_new_tokens": 10,
}
N_CANDIDATES = 3

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
lm = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")


def score(text: str) -> float:
    words = text.split()
    return len(set(words)) / max(len(words), 1)


def candidates(prompt: str, lookup: int | None = 4) -> list[str]:
    cfg = GenerationConfig.from_dict(SAMPLING | {"num_return_sequences": N_CANDIDATES})
    extra = {"prompt_lookup_num_tokens": lookup} if lookup else {}
    enc = tok(prompt, return_tensors="pt")
    out = lm.generate(**enc, generation_config=cfg, pad_token_id=tok.eos_token_id, **extra)
    return tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)


prompt = "Instruct: Summarise: the meeting moved to Tuesday because the meeting room was booked.\nOutput:"
ranked = sorted(candidates(prompt), key=score, reverse=True)
print(ranked[0])
