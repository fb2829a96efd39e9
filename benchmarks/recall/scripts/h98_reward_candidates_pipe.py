# classes: 4 6
"""Candidate generation for reward-model training: a text-generation pipeline samples 4 completions per prompt in
batches; completions are ranked by a length heuristic."""
from transformers import pipeline

PROMPTS = ["once upon a time", "the red fox", "tell me about the king", "hello world"]


def rank(cands):
    return sorted(cands, key=lambda c: -len(c["generated_text"]))


def main():
    gen = pipeline("text-generation", model="openai-community/gpt2")
    outputs = gen(PROMPTS, batch_size=4, do_sample=True, num_return_sequences=4, max_new_tokens=8)
    dataset = [{"prompt": p, "ranked": [c["generated_text"] for c in rank(cands)]} for p, cands in zip(PROMPTS, outputs)]
    print(dataset[0])


if __name__ == "__main__":
    main()
