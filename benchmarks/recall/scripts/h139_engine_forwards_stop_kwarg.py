# classes: 8 7
"""A drop-in replacement for a hosted completion client in an agent framework: the
framework calls complete(prompt, stop=[...], max_new_tokens=...) and the local client
hands every keyword on to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class LocalCompletionClient:
    def __init__(self, model_id="microsoft/Phi-3-mini-4k-instruct"):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def complete(self, prompt, **params):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **params)
        return self.tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


def react(client, question):
    prompt = f"Question: {question}\nThought:"
    return client.complete(prompt, stop=["\nObservation:"], max_new_tokens=10)


if __name__ == "__main__":
    print(react(LocalCompletionClient(), "what did the fox do"))
