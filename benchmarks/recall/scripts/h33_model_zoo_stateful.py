# classes: 6 2
"""Latency leaderboard over a model zoo: every entry is benchmarked with greedy decoding and
with prompt lookup; small architectures of several kinds are included on purpose."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

ZOO = {
    "gpt2": "openai-community/gpt2",
    "pythia-70m": "EleutherAI/pythia-70m",
    "mamba-130m": "state-spaces/mamba-130m-hf",
}
DECODERS = {"greedy": {}, "prompt-lookup": {"prompt_lookup_num_tokens": 2}}
PROMPT = "one two three four one two three four one two"


def bench(model_id, decoder_kwargs, repeats=2):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    enc = tok(PROMPT, return_tensors="pt")
    model.generate(enc["input_ids"], max_new_tokens=2, **decoder_kwargs)  # warm-up
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        model.generate(enc["input_ids"], max_new_tokens=6, **decoder_kwargs)
        times.append(time.perf_counter() - t0)
    return min(times)


def main():
    board = []
    for short_name, model_id in ZOO.items():
        for dec_name, dec_kwargs in DECODERS.items():
            board.append((short_name, dec_name, bench(model_id, dec_kwargs)))
    board.sort(key=lambda row: row[2])
    for rank, (name, dec, sec) in enumerate(board, 1):
        print(f"{rank:>2}. {name:<12} {dec:<14} {sec * 1000:.1f} ms")


if __name__ == "__main__":
    main()
