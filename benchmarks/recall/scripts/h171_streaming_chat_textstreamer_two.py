# classes: 6 7
"""Terminal chat streaming to stdout with TextStreamer; two alternatives are sampled per turn so
the user can ask for "the other one"."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer


class StreamingChat:
    def __init__(self, model_id="meta-llama/Llama-3.2-1B-Instruct", alternatives=2):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.alternatives = alternatives
        self.messages = []

    def send(self, text):
        self.messages.append({"role": "user", "content": text})
        enc = self.tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        streamer = TextStreamer(self.tok, skip_prompt=True)
        out = self.model.generate(**enc, streamer=streamer, max_new_tokens=6, num_return_sequences=self.alternatives)
        replies = self.tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
        self.messages.append({"role": "assistant", "content": replies[0]})
        return replies


chat = StreamingChat()
chat.send("hello")
