# classes: 7 2
"""Streaming RAG chat: retrieved passages go into the system message, and the answer is
streamed token by token from a background generate thread with prompt lookup on."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

DOCS = {
    "garden": "the king loved his garden and the queen loved red and green flowers",
    "pets": "the queen told a story about cats and dogs",
    "models": "a language model can generate text fast or slow",
}
MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"


def search(query):
    terms = query.lower().split()
    return [text for text in DOCS.values() if any(t in text for t in terms)][:2]


def stream_answer(model, tokenizer, question, history):
    context = " ".join(search(question))
    messages = [{"role": "system", "content": "context: " + context}, *history, {"role": "user", "content": question}]
    enc = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tokenizer, skip_prompt=True, skip_special_tokens=True, timeout=120)
    kwargs = dict(**enc, streamer=streamer, max_new_tokens=10, prompt_lookup_num_tokens=4, do_sample=False)
    worker = Thread(target=model.generate, kwargs=kwargs)
    worker.start()
    pieces = []
    for piece in streamer:
        pieces.append(piece)
    worker.join()
    return "".join(pieces)


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    history = []
    for question in ["what did the king love", "tell me about the queen"]:
        answer = stream_answer(model, tokenizer, question, history)
        history += [{"role": "user", "content": question}, {"role": "assistant", "content": answer}]
        print(question, "->", answer)


if __name__ == "__main__":
    main()
