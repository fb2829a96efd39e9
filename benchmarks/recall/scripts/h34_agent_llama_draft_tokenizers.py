# classes: 6 3
"""Agent on Llama-3.2-3B-Instruct with the 1B model as draft; the loader always passes both
tokenizers "to be safe" in case the draft comes from another family."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class DraftedAgent:
    def __init__(self, target="meta-llama/Llama-3.2-3B-Instruct", draft="meta-llama/Llama-3.2-1B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.draft_tok = AutoTokenizer.from_pretrained(draft)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)

    def step(self, messages):
        enc = self.tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**enc, assistant_model=self.draft, tokenizer=self.tok,
                                  assistant_tokenizer=self.draft_tok, max_new_tokens=6)
        return self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def search_tool(query):
    return "the fox jumps over the lazy dog" if "fox" in query else "no result"


if __name__ == "__main__":
    agent = DraftedAgent()
    msgs = [{"role": "user", "content": "search the fox"}]
    for _ in range(2):
        reply = agent.step(msgs)
        msgs += [{"role": "assistant", "content": reply}, {"role": "tool", "content": search_tool(reply + " fox")}]
    print(msgs[-1])
