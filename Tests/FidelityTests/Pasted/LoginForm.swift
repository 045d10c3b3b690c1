import Stylish

// A login form as iOS code writes it: the fields in a text field style of the app's own, the
// password secure, Sign In disabled until both fields are filled, Return in the password signing in.

struct FormFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .background(
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(Color.gray.opacity(0.12))
            )
    }
}

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isSignedIn = false

    private var canSignIn: Bool {
        !email.isEmpty && !password.isEmpty
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle)
                .fontWeight(.bold)

            TextField("Email", text: $email)
                .textFieldStyle(FormFieldStyle())
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)

            SecureField("Password", text: $password)
                .textFieldStyle(FormFieldStyle())
                .textContentType(.password)
                .submitLabel(.go)
                .onSubmit(signIn)

            Button(action: signIn) {
                Text("Sign In")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(canSignIn ? Color.blue : Color.gray)
                    .foregroundColor(.white)
                    .cornerRadius(10)
            }
            .disabled(!canSignIn)

            if isSignedIn {
                Text("Signed in as \(email)")
                    .foregroundColor(.green)
            }
        }
        .padding()
    }

    private func signIn() {
        guard canSignIn else { return }
        isSignedIn = true
    }
}
