# classes: 6 7
"""Terminal chat that streams the reply straight to stdout (TextStreamer), one sample per turn,
the instruct model sampling as its generation_config says."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer


class StreamingChat:
    def __init__(self, model_id="Qwen/Qwen2.5-0.5B-Instruct", alternatives=1):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.alternatives = alternatives
        self.messages = [{"role": "system", "content": "you are a friendly bot"}]

    def send(self, text):
        self.messages.append({"role": "user", "content": text})
        enc = self.tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        streamer = TextStreamer(self.tok, skip_prompt=True, skip_special_tokens=True)
        out = self.model.generate(**enc, streamer=streamer, max_new_tokens=6, num_return_sequences=self.alternatives)
        reply = self.tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
        self.messages.append({"role": "assistant", "content": reply})
        return reply


chat = StreamingChat()
chat.send("hello")
chat.send("tell me more")
