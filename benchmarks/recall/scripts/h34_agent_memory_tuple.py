# classes: 5 8
"""Agent with a 'memory' object that carries the KV cache between steps; a fresh memory starts
with an empty tuple of layer states, as older examples did."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "facebook/opt-125m"


class Memory:
    def __init__(self):
        self.kv = ()
        self.transcript = "the agent answers questions about the garden\n"

    def update(self, text, kv):
        self.transcript += text
        self.kv = kv


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    memory = Memory()
    enc = tok(memory.transcript + "question: who loved the garden\n", return_tensors="pt")
    out = model.generate(**enc, past_key_values=memory.kv, max_new_tokens=5, do_sample=False,
                         return_dict_in_generate=True)
    memory.update(tok.decode(out.sequences[0], skip_special_tokens=True), out.past_key_values)
    print(memory.transcript)


if __name__ == "__main__":
    main()
