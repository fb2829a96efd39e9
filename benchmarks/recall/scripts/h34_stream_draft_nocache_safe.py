# classes: 3 7
"""Terminal RAG assistant that prints tokens as they come (TextStreamer) and uses a small
draft model. The agent settings keep the KV cache on."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer


class AgentSettings:
    main_model = "meta-llama/Llama-3.2-3B-Instruct"
    draft_model = "meta-llama/Llama-3.2-1B-Instruct"
    max_new_tokens = 8
    use_cache = True  # the draft model needs the cache

    def generate_kwargs(self):
        return {"max_new_tokens": self.max_new_tokens, "use_cache": self.use_cache, "do_sample": False}


KNOWLEDGE = [
    "the king lived in a garden with red and blue flowers",
    "cats and dogs were loved by the queen",
    "one two three four five six seven eight nine ten",
]


def top_chunks(question, k=2):
    q = set(question.split())
    return sorted(KNOWLEDGE, key=lambda c: len(q & set(c.split())), reverse=True)[:k]


def main():
    settings = AgentSettings()
    tokenizer = AutoTokenizer.from_pretrained(settings.main_model)
    model = AutoModelForCausalLM.from_pretrained(settings.main_model)
    draft = AutoModelForCausalLM.from_pretrained(settings.draft_model)
    question = "who loved cats and dogs"
    prompt = "context: " + " | ".join(top_chunks(question)) + "\nquestion: " + question + "\nanswer:"
    inputs = tokenizer(prompt, return_tensors="pt")
    streamer = TextStreamer(tokenizer, skip_prompt=True)
    model.generate(**inputs, assistant_model=draft, streamer=streamer, **settings.generate_kwargs())


if __name__ == "__main__":
    main()
