# classes: 8 7
"""A ReAct agent that must never write the "Observation" line itself (the tool writes it):
the word's token ids are banned with bad_words_ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"


class ReActAgent:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(MODEL_ID)
        self.model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
        self.banned = self.tok("Observation", add_special_tokens=False).input_ids

    def step(self, transcript):
        enc = self.tok(transcript, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=10, bad_words_ids=self.banned)
        return self.tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    agent = ReActAgent()
    text = "Question: tell me a story about the king\nThought:"
    for _ in range(2):
        text += agent.step(text) + "\nObservation: the king loved the garden\nThought:"
    print(text)
